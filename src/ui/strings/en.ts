/**
 * The English strings of `<tetris-game>`'s first frame (and what both elements say): the source
 * table with `en-later.ts`, the words only lazily loaded parts say, and `en-versus.ts`, the words
 * only `<tetris-versus>` says. Every other language has exactly the keys of all three (the type
 * checker holds them to it) and the same `{placeholders}`.
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

  // The settings gear's name (the dialog's words are in `en-later.ts`).
  'settings.title': 'Settings',

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

  // The garbage meter beside a field (both elements).
  'meter.incoming': '{n} lines incoming',
} as const;
