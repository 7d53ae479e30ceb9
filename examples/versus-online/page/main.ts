/**
 * The versus page: a room of 2 to 8 seats on the versus server through colyseus.js, played with
 * `<tetris-versus opponent="remote" players="N">`. The element plays this player's board and tells
 * each input (`input` events, stamped with their frame); the page keeps the same game in a
 * `PlayerSession`, which sends the inputs, acknowledges garbage and sends its state hash. Every
 * other seat's board is the room's own inputs for that seat, played here, and shown with
 * `showOpponent(board, seat)`; its knock-out goes to `opponentRoundEnd(end, seat)` as the room's
 * inputs reach it, and its leaving to `opponentForfeit(seat)`. The room decides attacks, rounds and
 * the match; its round-over tells the element every seat's end still untold. The element numbers
 * seats from its own (0), the others in the room's order after it.
 * `?room=ID&key=KEY` joins a private room (the link New room gives), `&watch` as a spectator;
 * `?first-to=N` sets the rounds to win of a room made with New room. Each finished match has a
 * Watch button: its stored replay played back round by round, every player's game on a
 * `<tetris-game>` board of its own.
 */
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import '../../../src/versus/index.js';
import '../../../src/index.js';
import { matchRoundReplays } from '../../../src/engine/index.js';
import { ElementFollower } from '../element-follower.js';
import { PlayerSession } from '../player-session.js';
import type { FramesMessage, GarbageMessage, RoomMessage } from '../protocol.js';
import { SeatGame } from '../seat-game.js';

const versus = document.querySelector('tetris-versus')!;
const status = document.querySelector<HTMLElement>('#status')!;
const reason = document.querySelector<HTMLElement>('#reason')!;
const boards = document.querySelector<HTMLElement>('#boards')!;
const history = document.querySelector<HTMLUListElement>('#history')!;
const replayBoards = document.querySelector<HTMLElement>('#replay')!;
const replayCaption = document.querySelector<HTMLElement>('#replay-caption')!;
const params = new URLSearchParams(location.search);
const client = new Client(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`);

/** How long the room holds a dropped player's seat (its RECONNECT_SECONDS), and how often the page tries to come back meanwhile. */
const RECONNECT_MS = 30_000;
const RETRY_MS = 1000;
/** The close code of a leave the page asked for (colyseus's CloseCode.CONSENTED). */
const CONSENTED_CLOSE = 4000;

let room: Room | undefined;
/** The reconnection under way, if any: a newer one, or a leave, ends it. */
let reconnecting: object | null = null;
let seat: number | null = null;
let session: PlayerSession | null = null;
/** Plays the session's game behind the element's, display frame by display frame. */
let follower: ElementFollower | null = null;
/** Every seat's game as the room played it (the opponent's drawn; all of them for a spectator). */
let replicas: SeatGame[] = [];
/** The seats whose knock-out this round the element has been told (the room's numbering). */
let told = new Set<number>();
let players = 2;
/** The seats that left the match for good (the room's numbering). */
let leftSeats = new Set<number>();
/** Counts Watch presses: a playback that a later one overtook stops. */
let watching = 0;

const say = (text: string) => (status.textContent = text);

/** Room seat `roomSeat` as the element numbers it: its own seat is 0, the others follow in the room's order. */
const elementSeat = (roomSeat: number) => (roomSeat < seat! ? roomSeat + 1 : roomSeat);

/** Tells the element of room seat `roomSeat`'s end of the round, once. */
function tellEnd(roomSeat: number, survived: boolean): void {
  if (roomSeat === seat || told.has(roomSeat)) return;
  told.add(roomSeat);
  versus.opponentRoundEnd({ frame: replicas[roomSeat]?.frame ?? 0, survived }, elementSeat(roomSeat));
}

function showBoards(): void {
  if (seat !== null) {
    replicas.forEach((replica, i) => {
      if (i === seat) return;
      versus.showOpponent({ cells: replica.game.rows().join(''), incoming: replica.game.incomingLines }, elementSeat(i));
      // Its knock-out, as the room's inputs reach it: the element dims its board with its place.
      if (replica.game.over !== null) tellEnd(i, false);
    });
    return;
  }
  boards.replaceChildren(
    ...replicas.map((replica, i) => {
      const pre = document.createElement('pre');
      pre.className = 'board';
      pre.textContent = `Seat ${i + 1}${leftSeats.has(i) ? ' (left)' : ''}\n${replica.game.rows().join('\n')}`;
      return pre;
    }),
  );
}

/** Plays the room's inputs on every seat's game; `show` false leaves the boards (and knock-outs) untold for now. */
function applyFrames(message: FramesMessage, show = true): void {
  for (const [who, frame, button, down] of message.events) replicas[who]?.input(button, down === 1, frame);
  for (const replica of replicas) while (replica.frame < message.upTo && replica.game.over === null) replica.tick();
  if (show) showBoards();
}

/**
 * Joining or coming back mid-match: the round so far played on every seat's game, then the match
 * so far told to the element: its own board resumed as the room has it (the session's game, made
 * from the same message), the seats that left it, then this round's knock-outs in the order they
 * went out. The element has no way to take the score of a match joined under way (it counts the
 * rounds it sees decided), so the status line shows it.
 */
function catchUp(message: Extract<RoomMessage, { type: 'sync' }>): void {
  replicas = Array.from({ length: players }, () => new SeatGame(message.seed));
  told = new Set();
  reason.textContent = '';
  leftSeats = new Set(message.left);
  for (const frames of message.frames) applyFrames(frames, false);
  for (const garbage of message.garbage) replicas[garbage.to]?.receive(garbage);
  if (seat !== null && session?.game) {
    // A round the room has not begun counting starts with its countdown, as a new one does.
    const soFar = session.playing ? session.game.roundSoFar() : undefined;
    follower?.start(performance.now(), session.ticks);
    versus.startRound(message.seed, message.round, soFar);
    for (const gone of message.left) if (gone !== seat) versus.opponentForfeit(elementSeat(gone));
    for (const out of message.knockedOut) tellEnd(out, false);
  }
  showBoards();
  const left = message.left.map((gone) => gone + 1).join(', ');
  // A spectator's line keeps naming the room it watches.
  const spectating = seat === null ? `Watching room ${room!.roomId}. ` : '';
  say(`${spectating}Round ${message.round}, wins so far ${message.wins.join('-')} (seat 1 first)${left ? `; left the match: seat ${left}` : ''}.`);
}

function applyGarbage(message: GarbageMessage): void {
  replicas[message.to]?.receive(message);
  if (message.to === seat && session?.game) {
    // The element's own board takes it in with the delay left, so it rises when the room's does.
    const late = session.game.frame - message.frame;
    for (const lines of message.chunks) versus.receiveGarbage(lines, { id: message.id, delay: Math.max(0, 20 - late) });
  }
}

function startRound(round: number, seed: number, seats: number): void {
  follower?.start(performance.now());
  replicas = Array.from({ length: seats }, () => new SeatGame(seed));
  told = new Set();
  reason.textContent = '';
  if (seat !== null) versus.startRound(seed, round);
}

function onMessage(message: RoomMessage): void {
  session?.receive(message);
  switch (message.type) {
    case 'welcome':
      seat = message.seat;
      players = message.players;
      versus.setAttribute('first-to', String(message.firstTo));
      versus.setAttribute('players', String(players));
      if (seat !== null) {
        session = new PlayerSession(seat, (type, body) => room?.send(type, body));
        follower = new ElementFollower(session);
        if (message.key) window.history.replaceState(null, '', `?room=${room!.roomId}&key=${message.key}`);
        const missing = message.present.filter((present) => !present).length;
        say(missing === 0 ? 'Everyone is here.' : `Waiting for ${missing} more player${missing === 1 ? '' : 's'}. Send them this page's link.`);
      } else say(`Watching room ${room!.roomId}.`);
      break;
    case 'sync':
      catchUp(message);
      break;
    case 'round-start':
      if (message.round === 1) leftSeats = new Set();
      startRound(message.round, message.seed, players);
      say(`Round ${message.round}.`);
      break;
    case 'frames':
      applyFrames(message);
      break;
    case 'garbage':
      applyGarbage(message);
      break;
    case 'targets': {
      // Whom this player's attacks go to, marked on the element (with three seats or more).
      const to = seat === null ? null : message.targets[seat];
      if (seat !== null && message.round === session?.round) versus.showTarget(to === null || to === undefined ? null : elementSeat(to));
      break;
    }
    case 'lost':
      reason.textContent = `${message.seat === seat ? 'You lose' : `Seat ${message.seat + 1} loses`} round ${message.round}: ${message.reason}.`;
      break;
    case 'round-over':
      // Every seat's end still untold: the knock-outs first, then the winner's.
      if (seat !== null) {
        for (let i = 0; i < players; i++) if (i !== message.winner) tellEnd(i, false);
        if (message.winner !== null) tellEnd(message.winner, true);
      }
      break;
    case 'match-over':
      // The room decided it: a win by forfeit is the element's too (every other seat left).
      if (message.forfeit && message.winner === seat) for (let i = 0; i < players; i++) if (i !== seat) versus.opponentForfeit(elementSeat(i));
      say(`${message.winner === seat ? 'You won the match' : `Seat ${message.winner + 1} won the match`}${message.forfeit ? ' by forfeit' : ''}. Press Rematch to play again.`);
      void loadHistory();
      break;
    case 'seat':
      if (message.forfeit) {
        leftSeats.add(message.seat);
        say(`Seat ${message.seat + 1} left and forfeits.`);
        // Out for the rest of the match; the others play on.
        if (seat !== null && message.seat !== seat) versus.opponentForfeit(elementSeat(message.seat));
      }
      else if (!message.present) say(`Seat ${message.seat + 1} lost its connection: it has 30 s to come back.`);
      else say(`Seat ${message.seat + 1} is here.`);
      break;
    case 'error':
      console.warn(`room: ${message.message}`);
      break;
  }
}

/** Every display frame, on the frame's own time (the element's clock steps on it too). */
function follow(now: number): void {
  follower?.follow(now);
  requestAnimationFrame(follow);
}

versus.addEventListener('input', (event) => {
  const { button, down, frame, round } = event.detail;
  if (session && round === session.round) session.input(button, down, frame);
});
versus.addEventListener('ready', () => room?.send('ready', {}));

async function enter(how: () => Promise<Room>): Promise<void> {
  await leave();
  say('Joining…');
  try {
    attach(await how());
  } catch (error) {
    say(`Could not join: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Leaves the room on purpose: a consented leave (a forfeit in a match), never reconnected. */
async function leave(): Promise<void> {
  const leaving = room;
  room = undefined;
  reconnecting = null;
  // A room whose connection already dropped would never answer (its seat forfeits when the room stops holding it).
  if (leaving?.connection.isOpen) await leaving.leave(true).catch(() => undefined);
}

/** `joined` is the page's room now: its messages handled, and a dropped connection that held a seat tried again. */
function attach(joined: Room): void {
  room = joined;
  joined.onMessage('*', (type, message) => onMessage({ ...(message as object), type } as RoomMessage));
  joined.onLeave((code) => {
    if (room !== joined) return;
    // Any close the page did not ask for keeps a player's seat: the room holds it RECONNECT_MS.
    if (seat !== null && code !== CONSENTED_CLOSE) {
      void reconnect(joined.reconnectionToken);
      return;
    }
    lost(code === 1006 ? 'The server holding this room went away. Make or join another room.' : 'You left the room.');
  });
}

function lost(text: string): void {
  room = undefined;
  session = null;
  follower = null;
  versus.reset();
  say(text);
}

/**
 * Back to the same seat with the room's reconnection token, tried every RETRY_MS until the room
 * stops holding the seat; meanwhile the element plays on here, and the room's `sync` puts its
 * board back as the room has it. A newer leave or join stops the tries.
 */
async function reconnect(token: string): Promise<void> {
  const attempt = {};
  reconnecting = attempt;
  const until = performance.now() + RECONNECT_MS;
  while (reconnecting === attempt) {
    const left = Math.ceil((until - performance.now()) / 1000);
    if (left <= 0) return lost('The connection did not come back within 30 s: your seat is lost (a forfeit). Make or join another room.');
    say(`Connection lost: getting your seat back (${left} s left)…`);
    try {
      const back = await client.reconnect(token);
      if (reconnecting !== attempt) return void back.leave(true).catch(() => undefined);
      reconnecting = null;
      attach(back);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

async function loadHistory(): Promise<void> {
  const response = await fetch('/matches');
  if (!response.ok) return;
  const matches = (await response.json()) as { id: string; winner: number; wins: number[]; forfeit: boolean; finishedAt: string }[];
  history.replaceChildren(
    ...matches.map((match) => {
      const item = document.createElement('li');
      const watch = document.createElement('button');
      watch.type = 'button';
      watch.textContent = 'Watch';
      watch.dataset.match = match.id;
      watch.addEventListener('click', () => void watchMatch(match.id));
      const link = document.createElement('a');
      link.href = `/matches/${match.id}`;
      link.textContent = 'replay file';
      item.append(`${new Date(match.finishedAt).toLocaleString()}: seat ${match.winner + 1} won ${match.wins.join('-')}${match.forfeit ? ' by forfeit' : ''} `, watch, ' ', link);
      return item;
    }),
  );
}

/** Plays stored match `id` back: each round, every player's game at once on a board of its own. */
async function watchMatch(id: string): Promise<void> {
  const mine = ++watching;
  const response = await fetch(`/matches/${id}`);
  if (!response.ok || mine !== watching) return;
  const rounds = matchRoundReplays(await response.text());
  const seats = Math.max(...rounds.map((round) => round.length));
  const boards = Array.from({ length: seats }, () => document.createElement('tetris-game'));
  replayBoards.replaceChildren(...boards);
  for (const [i, round] of rounds.entries()) {
    if (mine !== watching) return;
    replayCaption.textContent = `Watching match ${id}, round ${i + 1} of ${rounds.length}.`;
    await Promise.all(round.map((replay, seat) => boards[seat].watch(replay)));
  }
}

document.querySelector('#new-room')!.addEventListener('click', () => {
  const players = Number(document.querySelector<HTMLSelectElement>('#players')!.value);
  const firstTo = Number(params.get('first-to')) || undefined;
  void enter(() => client.create('versus', { players, firstTo }));
});
document.querySelector('#quick')!.addEventListener('click', () => void enter(() => client.joinOrCreate('versus', { quick: true, players: 2 })));

// Closing or leaving the page is leaving the room (a forfeit in a match); only a dropped connection keeps the seat.
addEventListener('pagehide', () => void leave());

const roomId = params.get('room');
if (roomId) void enter(() => client.joinById(roomId, { key: params.get('key') ?? '', spectate: params.has('watch') }));
requestAnimationFrame(follow);
void loadHistory();
