/**
 * The English strings of `<tetris-game>` (and what both elements say): the source table with
 * `en-versus.ts`, which holds the words only `<tetris-versus>` says. Every other language has
 * exactly the keys of both (the type checker holds them to it) and the same `{placeholders}`.
 * Numbers put into placeholders are formatted for the language by the lookup, so the tables hold
 * words only.
 */
export const en = {
  // The element as a whole.
  'game.label': 'Tetris game',
  'game.title': 'TETRIS',

  // The hold and next boxes' labels on the canvas.
  'canvas.hold': 'HOLD',
  'canvas.next': 'NEXT',

  // The text HUD and the timer.
  'hud.label': 'Game status',
  'hud.score': 'Score',
  'hud.level': 'Level',
  'hud.lines': 'Lines',
  'hud.linesLeft': 'Lines left',
  'hud.rowsLeft': 'Rows left',
  'hud.time': 'Time',
  'hud.timeLeft': 'Time left',
  'hud.pps': 'Pieces per second',
  'hud.ppsShort': 'PPS',

  // Modes.
  'mode.label': 'Mode',
  'mode.marathon': 'Marathon',
  'mode.sprint': 'Sprint',
  'mode.ultra': 'Ultra',
  'mode.zen': 'Zen',
  'mode.dig': 'Dig',
  'mode.lines': '{lines} lines',

  // Start screen, one line for each kind of input.
  'start.keyboard': 'Click or press {keys} to play',
  'start.touch': 'Tap to play',
  'start.gamepad': 'Press {buttons} to play',

  // Pause screen.
  'paused.title': 'Paused',
  'paused.resume': 'Resume',
  'paused.restart': 'Restart',
  'paused.keyboard': 'Press {keys} to resume',
  'paused.gamepad': 'Press {buttons} to resume',

  // Game-over screen.
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

  // Replays.
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

  // How-to-play hints: one item per action, "{keys} {action}" kept together on one line.
  'hint.item': '{keys} {action}',
  'hint.move': 'move',
  'hint.softDrop': 'soft drop',
  'hint.hardDrop': 'hard drop',
  'hint.rotate': 'rotate',
  'hint.rotateBack': 'rotate back',
  'hint.hold': 'hold',
  'hint.pause': 'pause',
  'hint.restart': 'restart',

  // Touch gestures.
  'touch.move': 'drag sideways to move',
  'touch.rotate': 'tap to rotate (left half: back)',
  'touch.softDrop': 'drag down to soft drop',
  'touch.hardDrop': 'flick down to drop',
  'touch.hold': 'flick up to hold',

  // Gamepad buttons whose names are words (A, B, X, Y, LB and RB are printed on the pad).
  'pad.dpad': 'D-pad',
  'pad.dpadUp': 'D-pad up',
  'pad.stick': 'left stick',
  'pad.start': 'Start',
  'pad.select': 'Select',

  // Keys whose names are words (letters, digits and arrows need no words).
  'key.Space': 'Space',
  'key.Enter': 'Enter',
  'key.Escape': 'Esc',
  'key.Shift': 'Shift',
  'key.Control': 'Ctrl',
  'key.Alt': 'Alt',
  'key.Meta': 'Meta',
  'key.Tab': 'Tab',
  'key.Backspace': 'Backspace',
  'key.CapsLock': 'Caps Lock',
  'key.Insert': 'Insert',
  'key.Delete': 'Delete',
  'key.Home': 'Home',
  'key.End': 'End',
  'key.PageUp': 'Page Up',
  'key.PageDown': 'Page Down',
  'key.ContextMenu': 'Menu',
  'key.numpad': 'Num {key}',
  'key.left': 'Left {key}',
  'key.right': 'Right {key}',
  'key.leftCap': 'L {key}',
  'key.rightCap': 'R {key}',

  // Actions, as the settings panel and the on-screen buttons name them.
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

  // Settings panel.
  'settings.title': 'Settings',
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

  // Screen-reader announcements.
  'say.level': 'Level {level}',
  'say.single': 'Single',
  'say.double': 'Double',
  'say.triple': 'Triple',
  'say.tetris': 'Tetris',
  'say.tSpin': 'T-spin {clear}',
  'say.tSpinMini': 'T-spin mini {clear}',
  'say.backToBack': 'back-to-back',
  'say.combo': 'combo {combo}',
  'say.perfectClear': 'perfect clear',
  'say.separator': ', ',
  'say.clear': '{clear}! {points} points',
  'say.gameOver': 'Game over. Score {score}. Lines {lines}.',
  'say.goal': 'Goal reached. Time {time}.',
  'say.timeUp': "Time's up. Score {score}.",

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
  // The garbage meter beside a field (both elements).
  'meter.incoming': '{n} lines incoming',
} as const;
