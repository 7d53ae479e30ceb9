/**
 * The English words only `<tetris-game>`'s lazily loaded parts say (the pause, game-over and
 * result screens, the replay bar, the countdown and finesse cue, the preset offer, the settings
 * dialog, the on-screen touch buttons, puzzles): kept out of `en.ts` so the first frame does not
 * carry them. Each of those parts imports this module, so its words land in the parts' chunks and
 * are registered before any of them renders: importing it adds them to the English base that
 * `localize` falls back to (`addEnglish`), which is why package.json lists it under `sideEffects`.
 * The other languages keep every key in their one table.
 * @module
 */
import { addEnglish } from './later-english.js';

export const enLater = {
  // The pause screen (a lazily loaded part).
  'paused.title': 'Paused',
  'paused.resume': 'Resume',
  'paused.restart': 'Restart',
  'paused.keyboard': 'Press {keys} to resume',
  'paused.gamepad': 'Press {buttons} to resume',

  // The game-over and result screen.
  'over.title': 'Game over',
  'over.playAgain': 'Play again',
  'over.keyboard': 'or press {keys}',
  'over.gamepad': 'or press {buttons}',
  'over.goal': 'Goal reached!',
  'over.time': "Time's up!",
  'over.newBest': 'New best!',
  'over.replay': 'Replay',
  'over.best': 'Best: {best}',
  'over.restart': 'Restart',
  'stats.pieces': 'Pieces',
  'stats.keysPerPiece': 'Keys per piece',
  'stats.tetrises': 'Tetrises',
  'stats.tSpins': 'T-spins',
  'stats.maxCombo': 'Max combo',
  'stats.perfectClears': 'Perfect clears',
  'stats.finesseFaults': 'Finesse faults',

  // The replay bar of watch().
  'replay.playing': 'Replay',
  'replay.pause': 'Pause',
  'replay.speed': 'Speed',
  'replay.stop': 'Stop',

  // Over the field while playing: the countdown of a sprint or ultra, and the finesse cue.
  'cue.go': 'Go!',
  'cue.finesse': 'Finesse +{faults}',

  // The start screen's offer of the handling presets, on a first visit.
  'offer.title': 'How do you like to play?',
  'offer.nes': 'Classic (NES)',
  'offer.modern': 'Modern (TETR.IO-like)',
  'offer.later': 'You can change it in the settings.',

  // Actions, as the settings panel and the on-screen touch buttons name them.
  'action.left': 'Move left',
  'action.right': 'Move right',
  'action.softDrop': 'Soft drop',
  'action.hardDrop': 'Hard drop',
  'action.cw': 'Rotate clockwise',
  'action.ccw': 'Rotate counter-clockwise',
  'action.rotate180': 'Rotate 180°',
  'action.hold': 'Hold',
  'action.pause': 'Pause',
  'action.start': 'Start, resume',
  'action.restart': 'Restart',

  // The settings dialog (its gear button's name, `settings.title`, is in `en.ts`).
  'settings.sections': 'Sections',
  'settings.handling': 'Handling',
  'settings.handlingHelp': 'Frames at 60 Hz.',
  'settings.preset': 'Preset',
  'settings.preset.nes': 'NES',
  'settings.preset.modern': 'Modern',
  'settings.das': 'Auto-shift delay (DAS)',
  'settings.dcd': 'DAS cut delay (DCD)',
  'settings.arr': 'Auto-repeat rate (ARR)',
  'settings.softDrop': 'Soft drop, frames per row',
  'settings.frames': '{frames} frames',
  'settings.keys': 'Keys',
  'settings.pressKey': 'Press a key…',
  'settings.pressKeyFor': 'Press a key for {action}',
  'settings.addKey': 'Add a key for {action}',
  'settings.removeKey': 'Remove {key} from {action}',
  'settings.removeKeyShort': 'Remove {key}',
  'settings.needsKey': '{action} needs a key',
  'settings.keyMoved': '{key} now does {action} instead of {previous}.',
  'settings.keyRegained': '{action} is back on {keys}.',
  'settings.keyRefused': '{key} is the only key for {action}: give it another key first.',
  'settings.touch': 'Touch',
  'settings.touchButtons': 'On-screen buttons',
  'settings.gamepad': 'Gamepad',
  'settings.sound': 'Sound',
  'settings.sound.off': 'Off',
  'settings.sound.effects': 'Effects',
  'settings.sound.all': 'Effects and music',
  'settings.volume': 'Volume',
  'settings.reset': 'Reset…',
  'settings.resetConfirm': 'Forget your settings and go back to the defaults?',
  'settings.resetYes': 'Forget my settings',
  'settings.resetDone': 'Settings reset.',
  'settings.cancel': 'Cancel',
  'settings.done': 'Done',

  // Puzzles: the goal over the board, and how an attempt ended.
  'puzzle.lines': 'Clear {lines} lines',
  'puzzle.perfectClear': 'Perfect clear',
  'puzzle.tSpin.single': 'T-spin single',
  'puzzle.tSpin.double': 'T-spin double',
  'puzzle.tSpin.triple': 'T-spin triple',
  'puzzle.within': '{goal} in {pieces} pieces',
  'puzzle.solved': 'Solved!',
  'puzzle.failed': 'Not solved',
  'puzzle.retry': '{keys} to retry',
} as const;

addEnglish(enLater);
