/**
 * A match replay as game replays: for every round, each player's game as a replay of its own,
 * which `replay()`, `verify()` or `<tetris-game>`'s `watch()` plays back. The match replay holds
 * only the inputs (the garbage is routed again when it is played); here the match is played
 * through `verifyMatch()`'s own check, and beside it one `Recorder` per player takes the same
 * inputs, frames and garbage, so each player's replay holds the garbage it received.
 * @module
 */
import { Recorder } from '../replay/recorder.js';
import type { ReplayData } from '../replay/recorder.js';
import type { Match, MatchReplay } from './match.js';
import { roundSeed } from './match-options.js';
import { playMatchReplay } from './match-replay.js';
import type { MatchEntry } from './match-replay.js';

/**
 * Each round's replays, by round then by player (a round in which nobody made an input is left
 * empty). Throws as `verifyMatch()` does for a bad replay.
 */
export function matchRoundReplays(replay: MatchReplay | string): ReplayData[][] {
  const rounds: ReplayData[][] = [];
  let match: Match | null = null;
  let recorders: Recorder[] = [];
  let round = 0;

  // The recorders follow the match lazily: brought to its frame before each thing that happens.
  const catchUp = () => {
    // A player who left stands still where it left, as in the match.
    const left = match!.forfeited;
    recorders.forEach((recorder, i) => {
      while (!left[i] && recorder.game.frame < match!.frame && recorder.game.over === null) recorder.tick();
    });
  };
  const finishRound = () => {
    catchUp();
    rounds[round - 1] = recorders.map((recorder) => recorder.replay);
    recorders = [];
  };
  const follow = (at: Match) => {
    match = at;
    at.on('attack', ({ to, id, chunks }) => {
      if (to === null) return;
      catchUp();
      for (const lines of chunks) recorders[to].receiveGarbage(lines, { id });
    });
    at.on('round-over', finishRound);
  };
  const startRound = () => {
    const { settings } = match!;
    round = match!.round;
    // As the match makes each round's games.
    recorders = Array.from({ length: settings.players }, (_, i) => new Recorder({
      seed: roundSeed(settings.seed, round), versus: { ...settings.versus }, handling: { ...settings.handling[i], ...(settings.are ? {} : { are: false }) },
    }));
  };

  const keep = (entry: MatchEntry, at: Match) => {
    if (match === null) follow(at);
    if (recorders.length === 0 || round !== at.round) startRound();
    catchUp();
    if ('action' in entry) {
      const recorder = recorders[entry.player];
      if (entry.kind === '+') recorder.down(entry.action);
      else if (entry.kind === '-') recorder.up(entry.action);
      else recorder.press(entry.action);
    }
    return true;
  };
  playMatchReplay(replay, {}, keep);
  // The last round, when the match stopped before it was decided (a forfeit).
  if (recorders.length > 0) finishRound();
  return Array.from(rounds, (players) => players ?? []);
}
