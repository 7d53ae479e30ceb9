/**
 * The input logs of the golden games that a bot played, kept as data: the golden values in
 * replay.test.ts are these logs' results, so they check the engine alone and do not move when the
 * bot plays differently. `generate` in golden-games.ts plays new ones with `src/bot` when the
 * rules change on purpose (record the scenario with it and paste `recorder.log` here).
 */
export const GOLDEN_LOGS: Readonly<Record<string, string>> = {
  'bot with presses, level 1':
    'LLtLDt10Dt10LtLLDt10LLtDt12LtLLtLtDt12CDt10CLLDt12RRRtDt10LLtLLDt12CCLLLtDt14CRRtRRDt30CRRDt30CRtRRR' +
    'tDt30CRtDt10RRRDt10WDt10CRRRDt32LLtLDt12WRRDt30CLLDt10LLLDt12CCRDt12RRRRDt32Dt12WRRRRRDt30CRDt12LDt1' +
    '2CRtRtRDt32RRDt12LLtLDt12CRRDt12Dt12CLLLtLDt12WRRRRtRDt32CLtLLDt32CCDt12CRRRRDt12CLLLLDt12WRtRRDt32C' +
    'LLLtLDt12LLtLDt12CRtRRtRDt32CLLtDt32CDt30RRtDt10WRtRRRtDt30Dt10CRtRtDt10CLLLLDt30CRRtRtDt30CRtRRRDt1' +
    '0CLDt10LtLLtLDt12WRtRRRDt10WRDt10CLtLDt30WRtRDt30CCLLLDt10LLLtLtDt12CLtDt10CLtDt12CRRDt30CRDt12RRtRR' +
    'tDt30CLtLtLDt10CRtRtRRDt32CRRRDt12RDt12CLtLtLtLtDt12LDt12WRtRtRRRtDt32RDt12CLtLLLtDt32RRtRtDt12LtDt1' +
    '2LDt12RDt12CCDt12CLLLLLDt32RRRDt12CLtLLDt12CCRDt12CRtRtRRtDt32CCDt12CRRDt12WRtRRRtRtDt14CRRRDt14CCLL' +
    'LDt32CLLLLDt32LLtDt12WRDt12CRRDt14LLDt14WRRRtRtRtDt14CLLLLtLDt32CLtLLtLDt14CCRDt34CCLDt32LLtLDt14LtL' +
    'LLDt14RRDt12CRtRtRDt32Dt12CRDt12CLLDt14CDt14CLtDt14WRRRDt14CRRRRDt32WRRtRRRtDt32LLLLDt12CRtDt32CRRDt' +
    '12WRtRtRRRtDt12WLLDt32Dt12RRtRtDt12CLLtDt12CLtLtLtLDt32CRRRRD',
  'bot with held DAS and soft drop, level 5':
    'b29e9Dt10be3Dt10c17e2Dt10Wc35Dt10ce2Dt10c29e5Dt12b23Dt12b23e9Dt12e6Dt32Cc17e6Dt30CCe7Dt10c29e3Dt12Cb' +
    '29e7Dt32Ce8Dt30be5Dt10Cc17e7Dt10CCc17e4Dt12Cb23e4Dt30Wc35e7Dt30Cb17e9Dt10We9Dt10Cc23e4Dt10c23e3Dt12C' +
    'b29e7Dt30Cce2Dt10be7Dt12Wb23e5Dt10b17e3Dt12Ce4Dt12Wc35Dt30Cb35e4Dt30CCc23e5Dt30Cb23e7Dt10b29Dt12ce8D' +
    't12c23e4Dt12b17e3Dt12Wc35e5Dt32cDt12CCc23e6Dt32CCe2Dt32b17e5Dt12Cc29eDt30ce9Dt10c23e8Dt10Cb29e9Dt30c' +
    'e3Dt10CCc29eDt10b23e6Dt10Cb17e4Dt30CbDt30Cb23e7Dt10ce9Dt10c29Dt10Cb29e4Dt10b23e9Dt12Cb29e6Dt12Cbe5Dt' +
    '10c23e9Dt30CCc17e2Dt10Cc29e7Dt30b17e3Dt12ce4Dt12Cc29e7Dt32Cc23Dt30b23e2Dt12ce5Dt30ce7Dt10Wbe8Dt30Wc2' +
    '9Dt30CCce4Dt30CCc17e6Dt10be9Dt10Cb23e6Dt10be2Dt12Cb35e7Dt10Wc35e7Dt30c17e3Dt10c17e9Dt10Cc29e7Dt10Cb2' +
    '9eDt30ce9Dt10Cb17e3Dt30CCce9Dt10Cb23e9Dt10CCc29e4Dt10c29eDt12Cb35Dt30CCbDt30ceDt10c23e6Dt30Cc17eDt10' +
    'CCe9Dt10e9Dt12Cc29e6Dt10b23e3Dt30be3Dt12c17e6Dt12Wb17e9Dt10Cb35e2Dt30CCc23e6Dt10b23e7Dt12be6Dt12Cc29' +
    'e8Dt32c17e9Dt12Cb29e7Dt32b23eDt12ce6Dt12CCc29e8Dt32ceDt12Cbe2Dt32Cc29e7Dt30CCb23e3Dt10c23e9Dt30b23e9' +
    'Dt12b23Dt12ce7Dt10Cb29e4Dt12e9Dt12Cb17e5D',
  'bot from a puzzle start (board, queue, hold, active), no ARE':
    'H(T22,5)WDCLtLLtDRRDLLLtLDRtRRtRDCCRtRtRDCRRtRtRtDCDWRRRRDCRtDCRRDLLtLLtDCLDRtRRDCLLLDCDCLLtLtLtDWRt' +
    'RRRRtDRRRDWRtDCDCRRtDWLLLtDCLLtDCLtLLDLtLtDLDRRDCLLLtLLtDWRRtRRRtDLLDRDRRDLLtLtDCRRRRDLtDCCLLtLDLLLD' +
    'CCRRDCDCRRRtRDLtLtLDRtRDWRtRRRRtDLtLtLDRRtDLLDWRRtRtRDLtDRtDLLtLLtDWRtRRtRRDLDCRRRtDDCCRtRDCLLLtLtDL' +
    'LLDCRRtRtRDCLD',
  'bot on down/up events with initial rotation, level 3':
    '+Rt2-R+Rt2-R+Rt2-R+Rt-Rt+St7-S+D-D+Ct10-C+Rt3-R+Rt-R+Rt2-Rt+Rt2-R+St3-S+D-D+Ct10-C+Rt3-Rt+Rt-Rt+Rt3-' +
    'Rt+St5-S+D-Dt10-C+St7-S+D-Dt10-C+Rt-Rt+St-S+D-D+Ct10-C+W-W+Lt-Lt+Lt2-Lt+Lt2-Lt+St4-S+D-Dt30-C+Rt3-Rt' +
    '+Rt-Rt+St6-S+D-D+Ct12-C+W-W+Lt2-L+St5-S+D-D+Ct10-C+C-C+Lt-L+Lt-L+Lt-L+S-S+D-D+Ct30-C+Lt-Lt+Lt2-L+Lt2' +
    '-L+Lt-L+St5-S+D-D+Ct30-C+W-W+Lt-Lt+S-S+D-D+Ct30-C+W-W+Lt2-Lt+St5-S+D-Dt10-C+C-C+Rt-Rt+St3-S+D-Dt10-C' +
    '+C-C+Lt-L+Lt3-L+Lt-Lt+Lt-Lt+Lt2-Lt+St6-S+D-D+Ct10-C+W-W+Rt-Rt+Rt2-Rt+Rt-R+Rt-R+St-S+D-Dt30-C+C-C+C-C' +
    '+Rt3-R+Rt2-R+Rt3-R+Rt3-Rt+St7-S+D-D+Ct10-C+C-C+Rt3-R+Rt2-Rt+St-S+D-Dt10-C+Lt-L+Lt-L+St6-S+D-Dt30-C+L' +
    't2-L+Lt3-Lt+Lt2-Lt+St6-S+D-D+Ct30-C+Lt-L+St4-S+D-Dt10-C+Lt3-L+Lt-Lt+Lt-L+St5-S+D-Dt10-C+Rt3-R+St7-S+' +
    'D-D+Ct10-C+W-W+St3-S+D-D+Ct12-C+Rt-R+Rt2-R+Rt2-Rt+Rt2-Rt+St3-S+D-Dt30-C+Rt3-Rt+Rt-Rt+St3-S+D-Dt10-C+' +
    'Lt2-L+Lt3-L+S-S+D-D+Ct12-C+Lt3-L+Lt2-Lt+Lt-L+Lt2-L+St3-S+D-Dt10-C+W-W+Rt2-Rt+Rt3-R+Rt3-R+Rt2-R+Rt2-R' +
    't+St4-S+D-Dt30-C+C-C+Rt-R+St4-S+D-D+Ct30-C+Rt3-Rt+Rt2-Rt+Rt-R+St7-S+D-Dt10-C+C-C+Lt3-L+St2-S+D-Dt10-' +
    'C+C-C+Lt3-L+Lt-L+Lt3-Lt+Lt-Lt+Lt2-L+St6-S+D-D+Ct12-C+W-W+Rt3-Rt+St-S+D-Dt12-C+Lt3-Lt+Lt2-Lt+Lt-L+St6' +
    '-S+D-D+Ct12-C+Rt3-R+Rt2-Rt+Rt3-Rt+Rt3-R+St2-S+D-D+Ct32-C+W-W+Lt2-L+Lt-Lt+St4-S+D-D+Ct12-C+W-W+Lt-L+L' +
    't3-L+Lt3-L+S-S+D-Dt12-C+Rt2-Rt+Rt2-Rt+St5-S+D-Dt12-C+W-W+Rt3-R+Rt2-R+Rt2-R+Rt3-R+St3-S+D-D+Ct32-C+Lt' +
    '2-Lt+Lt2-Lt+Lt3-Lt+Lt-L+St-S+D-D+Ct12-C+C-C+C-C+St7-S+D-Dt12-C+C-C+Lt3-L+Lt-Lt+S-S+D-D+Ct12-C+Rt3-R+' +
    'St3-S+D-Dt12-C+C-C+Rt3-Rt+Rt-Rt+Rt2-R+Rt-Rt+St6-S+D-D+Ct32-C+W-W+Lt3-Lt+St2-S+D-Dt12-C+Rt3-Rt+Rt3-Rt' +
    '+Rt2-R+St2-S+D-D+Ct32-C+Lt3-Lt+Lt3-Lt+Lt3-L+Lt-L+St7-S+D-Dt12-C+C-C+Rt2-R+Rt2-Rt+Rt2-Rt+St2-S+D-D+Ct' +
    '32-C+C-C+Lt2-L+Lt3-L+St5-S+D-Dt12-C+Lt2-L+Lt3-L+Lt2-L+Lt-Lt+St6-S+D-Dt12-C+W-W+Rt3-Rt+Rt2-R+Rt3-R+Rt' +
    '3-Rt+Rt3-R+St-S+D-D+Ct32-C+Rt-Rt+St5-S+D-Dt30-C+C-C+Rt-Rt+Rt2-R+Rt3-R+St-S+D-D+Ct30-C+St2-S+D-D+Ct10' +
    '-C+C-C+Lt-L+St-S+D-D+Ct12-C+Rt2-R+St3-S+D-D+Ct30-C+W-W+Rt-R+Rt3-R+Rt-Rt+Rt3-R+St5-S+D-Dt32-C+C-C+Lt-' +
    'Lt+Lt-Lt+Lt-Lt+S-S+D-D+Ct10-C+W-W+St7-S+D-Dt12-C+Rt3-Rt+Rt2-Rt+Rt3-Rt+Rt2-Rt+St6-S+D-Dt12-C+Lt-L+Lt-' +
    'L+Lt-Lt+Lt3-Lt+St7-S+D-Dt32-C+Rt2-Rt+St2-S+D-D+Ct12-C+Rt3-R+Rt3-R+Rt2-Rt+S-S+D-Dt32-C+C-C+Rt2-Rt+Rt-' +
    'R+St6-S+D-D+Ct12-C+Rt-R+Rt2-R+Rt-R+Rt-Rt+St5-S+D-Dt30-C+Lt-L+St2-S+D-D+Ct10-C+W-W+Lt3-L+Lt3-L+Lt-Lt+' +
    'St3-S+D-Dt30-C+Rt2-Rt+Rt2-Rt+Rt3-R+Rt-R+S-S+D-Dt10-C+C-C+C-C+Rt-R+St6-S+D-D+Ct10-C+C-C+Lt3-Lt+Lt2-L+' +
    'St6-S+D-D+Ct10-C+Lt3-L+Lt3-Lt+Lt-Lt+Lt-Lt+St7-S+D-Dt30-C+Lt2-L+St-S+D-Dt10-C+Rt-Rt+Rt-Rt+St5-S+D-D+C' +
    't30-C+W-W+Lt3-L+Lt-Lt+Lt3-L+Lt2-Lt+St3-S+D-D+Ct10-C+W-W+St6-S+D-D+Ct10-C+W-W+Rt3-Rt+Rt2-Rt+Rt2-R+Rt-' +
    'Rt+St7-S+D-Dt10-C+C-C+Lt2-L+Lt3-Lt+St7-S+D-Dt30-C+C-C+Lt-L+Lt3-Lt+Lt-Lt+Lt3-L+Lt-Lt+St5-S+D-Dt10-C+C' +
    '-C+Lt2-L+Lt3-L+Lt3-Lt+St-S+D-Dt10-C+Rt-R+Rt3-Rt+Rt2-R+Rt2-R+St5-S+D-Dt10-C+Lt2-L+St2-S+D-D+Ct10-C+W-' +
    'W+Rt2-Rt+Rt-R+St4-S+D-Dt30-C+C-C+Rt3-Rt+Rt2-Rt+St5-S+D-D+Ct30-C+Rt3-Rt+Rt-R+Rt3-R+Rt2-R+St4-S+D-Dt30' +
    '-C+C-C+Rt2-Rt+Rt-Rt+St7-S+D-D+Ct10-C+W-W+St5-S+D-D+Ct10-C+C-C+Rt-Rt+Rt3-R+Rt2-Rt+Rt-R+St5-S+D-Dt10-C' +
    '+Lt3-Lt+S-S+D-D+Ct10-C+Lt2-Lt+Lt3-L+Lt2-Lt+St6-S+D-Dt30-C+C-C+C-C+Rt-R+St6-S+D-Dt10-C+C-C+Lt2-Lt+Lt-' +
    'Lt+Lt2-L+Lt2-Lt+Lt3-Lt+St7-S+D-D+Ct10-C+W-W+Lt2-Lt+St3-S+D-D+Ct12-C+Lt-Lt+Lt2-L+Lt2-L+St7-S+D-D+Ct12' +
    '-C+Lt3-Lt+Lt2-Lt+Lt3-L+Lt3-Lt+Lt-L+St7-S+D-D+Ct12-C+W-W+Rt-R+Rt3-R+Rt2-Rt+Rt-Rt+St5-S+D-D+Ct32-C+Lt-' +
    'L+Lt3-Lt+Lt3-Lt+St4-S+D-D+Ct12-C+C-C+C-C+Lt3-L+St3-S+D-Dt12-C+Lt-Lt+Lt-L+Lt-Lt+St6-S+D-Dt14-C+W-W+Rt' +
    '2-Rt+St3-S+D-Dt12-C+W-W+Rt3-Rt+Rt3-R+Rt2-R+Rt3-R+Rt3-Rt+St-S+D-D',
};
