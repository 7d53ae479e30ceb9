// Generated from custom-elements.json by scripts/framework-types.mjs (`npm run analyze`): edit the element, not this file.
/**
 * What a Vue or Svelte template can set on each tag, for `tetris-game/vue` and `tetris-game/svelte`:
 * both set a value as a property when the element has one, and as an attribute otherwise. Each
 * adds its own listener names.
 */
import type { TetrisGame } from './index.js';
import type { TetrisVersus } from './versus/index.js';

/** What a template can set on `<tetris-game>`: its properties, and the attributes that are not one. */
export interface TetrisGameTemplateProps {
  /** Makes the AudioContext when sound starts. Tests pass a factory of an `OfflineAudioContext` or a fake. */
  audioContextFactory?: TetrisGame['audioContextFactory'];
  /**
   * The clock the game runs on. Every element on the same scheduler shares one frame clock (one
   * display-frame callback for all of them). Tests and replays set a `ManualScheduler` to step
   * frames exactly.
   */
  scheduler?: TetrisGame['scheduler'];
  /**
   * A position to practise from: a fumen (`v115@…` or `v110@…`; a quiz comment
   * `#Q=[hold](current)next…` gives the queue) or a `board?queue` map. Setting it starts a game
   * from it once read (the reader loads on first use), in which undo and redo work, and `restart()`
   * goes back to it. A string it cannot read logs one warning and leaves the game as it is.
   */
  setup?: string;
  /**
   * The board plays itself at this difficulty (`easy`, `medium`, `hard` or `expert`; see the bot's
   * table in the README): it starts a game, plays it on its keys as a person would and starts again
   * after a game over. The first key or tap of a person hands the game over to them. The bot loads
   * when first asked for. Unset: no bot; another value logs one warning and plays nothing.
   */
  bot?: string;
  /**
   * A puzzle to solve: `{ setup, lines?, perfectClear?, tSpin?, pieces? }` (a setup as `setup`
   * takes, and a goal: clear `lines` lines, a perfect clear, a T-spin `'single' | 'double' |
   * 'triple'`, within `pieces` pieces; unset, the pieces the setup deals), or the id of a built-in
   * one (`tki`, `pco`, `grace`, `tst`; also as the attribute). Setting it starts a game from the setup once
   * read (the part loads on first use) and shows the goal; every lock is judged and the attempt
   * ends with `puzzle-solved` or `puzzle-failed`; Retry (the `restart` action, R) starts it again at
   * once. A value it cannot use logs one warning and leaves the game as it is; empty ends the puzzle.
   */
  puzzle?: TetrisGame['puzzle'];
  /**
   * Plays versus games: clears send attacks (`attack` events) and garbage from an opponent
   * (`receiveGarbage()`) rises into the matrix, with a meter beside the field. The attribute names
   * the rules (`guideline` when empty, `tetrio`, `jstris`); the property also takes the engine's
   * option `{ rules, delay, cap, messiness }`. It takes effect with the next game; the part that
   * plays it loads when first set. A bad value plays the guideline rules with one warning.
   */
  versus?: TetrisGame['versus'];
  /** Starting level, 1-20. Applies when a game starts or is reset; the current level is in `state` and events. */
  level?: number;
  /** Built-in look: `modern`, `classic`, `light` or `high-contrast`. */
  theme?: 'modern' | 'classic' | 'light' | 'high-contrast';
  /** Space-separated input sources (`keyboard`, `touch`, `gamepad`), or `none` when the page drives the game through methods. */
  controls?: string;
  /** Makes the piece sequence reproducible: the same seed deals the same pieces. Unset: a new sequence each game. */
  seed?: number | undefined;
  /** Start at once instead of showing the start screen. */
  autostart?: boolean;
  /**
   * Key bindings over `DEFAULT_KEYS`, by `KeyboardEvent.code`: `"hardDrop: KeyW Space; hold: KeyQ"`
   * or `{ hardDrop: ['KeyW', 'Space'] }`. Actions: left right softDrop hardDrop cw ccw hold pause start restart.
   */
  keys?: TetrisGame['keys'];
  /** Handling preset: `nes` (DAS 16, ARR 6, 1/2 G soft drop, entry delay) or `modern` (DAS 10, ARR 2, fast soft drop, no entry delay, 180-degree rotation). */
  handling?: 'modern' | 'nes';
  /** Delayed auto-shift in frames (1-60), over the preset. */
  das?: number | undefined;
  /** Auto-repeat rate in frames (0-60, 0 = to the wall at once), over the preset. */
  arr?: number | undefined;
  /** Soft drop speed in frames per row (0-60, 0 = to the floor at once), over the preset. */
  softDrop?: number | undefined;
  /** DAS cut delay in frames (0-60, 0 = off): a charged auto-shift waits this long after a rotation or spawn (TETR.IO's DCD). */
  dcd?: number | undefined;
  /** On-screen buttons under the board, on touch-first (coarse pointer) devices. */
  touchButtons?: boolean;
  /** `marathon` (endless unless `goal` lines), `sprint` (clear `goal` lines, default 40, against the clock), `ultra` (score in `goal` seconds, default 120) or `zen` (no speed-up, never over). */
  mode?: 'marathon' | 'sprint' | 'ultra' | 'zen' | 'dig';
  /** The mode's target: lines for sprint and marathon, seconds for ultra. Unset: the mode's default. */
  goal?: number | undefined;
  /** `localStorage` key of the player's settings and bests; empty: nothing is saved. */
  storageKey?: string;
  /**
   * `off` (no audio at all), `effects` (sound effects) or `all` (effects and music). Audio starts at
   * the first key press, tap or click on the game, as browsers require.
   */
  sound?: 'off' | 'effects' | 'all';
  /** Loudness of sound effects and music, 0-1. */
  volume?: number;
  /** Keeps canvas effects to a minimum (no flashing or moving effects), as `prefers-reduced-motion: reduce` does. */
  reducedMotion?: boolean;
  /**
   * Texts to use instead of the built-in ones, by key, in any language: `{ 'hud.score': 'Points' }`.
   * The keys and English texts are in `src/ui/strings/en.ts`. The language is the element's
   * `lang` or the nearest ancestor's.
   */
  strings?: TetrisGame['strings'];
  /** Attribute form of `softDrop`. */
  'soft-drop'?: number;
  /** Attribute form of `touchButtons`. */
  'touch-buttons'?: true | '';
  /** Attribute form of `storageKey`. */
  'storage-key'?: string;
  /** Attribute form of `reducedMotion`. */
  'reduced-motion'?: true | '';
}

/** What a template can set on `<tetris-versus>`: its properties, and the attributes that are not one. */
export interface TetrisVersusTemplateProps {
  /** Who plays the other boards: `bot` (default), `local` (a second player on this keyboard, any further seats bots) or `remote` (players the page relays). */
  opponent?: 'bot' | 'local' | 'remote' | undefined;
  /** Seats, 2-8 (default 2); the attribute is `players` (`el.players` lists the seats). */
  playerCount?: string | number | null;
  /** The bots' strength: `easy`, `medium` (default), `hard` or `expert`, for every bot or one per bot (`easy medium hard`). */
  difficulty?: TetrisVersus['difficulty'];
  /** Where attacks go with three players or more: `even` (default), `eliminations`, `random`, `payback` or `manual`. */
  targeting?: 'even' | 'eliminations' | 'random' | 'payback' | 'manual' | undefined;
  /** Attack rules: `guideline` (default), `tetrio` or `jstris`. */
  rules?: 'guideline' | 'tetrio' | 'jstris' | undefined;
  /** How the level, and so gravity, rises in a round: `time` (default: a level every 30 seconds), `lines` (every 10 lines) or `fixed`. */
  levels?: 'lines' | 'fixed' | 'time' | undefined;
  /** Rounds to win the match, 1-99 (default 3); the attribute is `first-to`. */
  firstTo?: string | number | null;
  /** Seed of the match, 0-4294967295 (default: a random one per match). */
  seed?: string | number | null;
  /** Built-in look: `modern` (default), `classic`, `light` or `high-contrast`. */
  theme?: 'modern' | 'classic' | 'light' | 'high-contrast' | undefined;
  /** Handling preset of the players: `modern` (default) or `nes`; `das`, `arr`, `soft-drop` and `dcd` override it. */
  handling?: 'modern' | 'nes' | undefined;
  /** Auto-shift delay in frames, 1-60 (default: the preset's), as on `<tetris-game>`; from the next match. */
  das?: string | number | null;
  /** Auto-repeat rate in frames, 0-60 (0: to the wall at once; default: the preset's); from the next match. */
  arr?: string | number | null;
  /** Soft drop in frames per row, 0-60 (0: to the floor at once; default: the preset's); the attribute is `soft-drop`. */
  softDrop?: string | number | null;
  /** Frames a charged auto-shift waits after a rotation or spawn, 0-60 (default: the preset's); from the next match. */
  dcd?: string | number | null;
  /** `off` (default), `effects` or `all` (effects and music), for the player's own board, as on `<tetris-game>`. */
  sound?: 'off' | 'effects' | 'all' | undefined;
  /** Sound volume, 0-1 (default 0.5). */
  volume?: string | number | null;
  /** Space-separated input sources (`keyboard`, `touch`, `gamepad`), or `none`. */
  controls?: string | null;
  /** The left player's keys over the defaults, as `hardDrop: KeyW Space; hold: KeyQ` or `{ hardDrop: ['KeyW', 'Space'] }` (the settings dialog saves such a table; it applies while the player is alone on the keyboard). */
  keys?: TetrisVersus['keys'];
  /** The right local player's keys, in the same form; the attribute is `keys-2`. */
  keys2?: string | null;
  /** `localStorage` key of the player's settings from the gear's dialog (default `tetris-versus-settings`, not `<tetris-game>`'s; empty: nothing saved). */
  storageKey?: string;
  /**
   * Makes the bot's worker (its search runs there, so the page never stalls): by default
   * `bot-worker.js` next to this script, through a `blob:` worker from another origin and the
   * `tetris-game` Trusted Types policy where the page requires one; `botWorkerFactory({ policy })`
   * passes the page's policy, and any function returning a TBP worker plugs in another bot.
   * Null: the bot searches on the main thread. Any other fallback to the main thread warns once.
   */
  botWorker?: TetrisVersus['botWorker'];
  /** Makes the AudioContext when sound starts. Tests pass a factory of an `OfflineAudioContext` or a fake. */
  audioContextFactory?: TetrisVersus['audioContextFactory'];
  /** Where time and frames come from: animation frames by default; tests pass a `ManualScheduler`. */
  scheduler?: TetrisVersus['scheduler'];
  /** Attribute form of `playerCount`. */
  players?: string | number | null;
  /** Attribute form of `firstTo`. */
  'first-to'?: string | number | null;
  /** `en` (default), `de`, `fr`, `es`, `pt`, `ja`. */
  lang?: string;
  /** Attribute form of `softDrop`. */
  'soft-drop'?: string | number | null;
  /** Attribute form of `keys2`. */
  'keys-2'?: string | null;
  /** Attribute form of `storageKey`. */
  'storage-key'?: string;
}
