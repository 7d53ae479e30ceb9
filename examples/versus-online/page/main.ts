/**
 * The versus page: joins a room of the relay and wires `<tetris-versus opponent="remote">` to it.
 * Each browser plays its own board; what crosses the network is the element's events one way
 * (`ready`, `attack`, `board-change`, `round-end`) and its methods the other (`startRound()`,
 * `receiveGarbage()`, `showOpponent()`, `opponentRoundEnd()`). Seat 0 deals the seed of each round.
 * `?room=CODE` joins at once; `&first-to=N` sets the rounds to win.
 */
import '../../../src/versus/index.js';
import type { PlayerMessage, RelayMessage } from '../messages.js';

/** How long the knock-out screen shows before seat 0 deals the next round. */
const KO_PAUSE_MS = 2500;

const versus = document.querySelector('tetris-versus')!;
const form = document.querySelector<HTMLFormElement>('#join')!;
const roomInput = document.querySelector<HTMLInputElement>('#room')!;
const newRoom = document.querySelector<HTMLButtonElement>('#new-room')!;
const status = document.querySelector<HTMLElement>('#status')!;

const params = new URLSearchParams(location.search);
const firstTo = params.get('first-to');
if (firstTo) versus.setAttribute('first-to', firstTo);

let socket: WebSocket | undefined;
let seat: 0 | 1 | undefined;
/** Whether each side asked for a match since the last one began. */
let ready = { mine: false, theirs: false };
let attackId = 0;
/** The opponent's board as last heard of. */
let opponent = { cells: '', incoming: 0 };
let nextRound: ReturnType<typeof setTimeout> | undefined;

const say = (text: string) => (status.textContent = text);

function send(message: PlayerMessage): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/** Seat 0 begins a round once both sides are ready (round 1) or the last round's screen has shown. */
function deal(round: number): void {
  const seed = randomSeed();
  send({ type: 'round', round, seed });
  versus.startRound(seed, round);
}

function maybeStart(): void {
  if (seat !== 0 || !ready.mine || !ready.theirs) return;
  ready = { mine: false, theirs: false };
  deal(1);
}

function showOpponent(): void {
  if (opponent.cells) versus.showOpponent(opponent);
}

/** The other player left or the connection ended: the match cannot go on. */
function dropMatch(): void {
  clearTimeout(nextRound);
  ready = { mine: false, theirs: false };
  opponent = { cells: '', incoming: 0 };
  versus.reset();
}

function onRelayMessage(message: RelayMessage | PlayerMessage): void {
  switch (message.type) {
    case 'welcome':
      seat = message.seat;
      say(message.opponent ? `Room ${message.room}: your opponent is here. Press Start match.` : `Room ${message.room}: waiting for a second player. Send them this page's link.`);
      history.replaceState(null, '', `?${new URLSearchParams({ ...Object.fromEntries(params), room: message.room })}`);
      break;
    case 'opponent-joined':
      say('Your opponent is here. Press Start match.');
      break;
    case 'opponent-left':
      dropMatch();
      say('Your opponent left. The room stays open for the next one.');
      break;
    case 'error':
      console.warn(`relay: ${message.message}`);
      break;
    case 'ready':
      ready.theirs = true;
      say(ready.mine ? 'Both ready.' : 'Your opponent is ready. Press Start match.');
      maybeStart();
      break;
    case 'round':
      clearTimeout(nextRound);
      versus.startRound(message.seed, message.round);
      break;
    case 'attack':
      versus.receiveGarbage(message.lines, { id: message.id });
      break;
    case 'board':
      opponent = { ...opponent, cells: message.cells };
      showOpponent();
      break;
    case 'garbage':
      opponent = { ...opponent, incoming: message.incoming };
      showOpponent();
      break;
    case 'over':
      versus.opponentRoundEnd({ frame: message.frame, survived: message.survived });
      break;
  }
}

function join(code: string): void {
  socket?.close();
  dropMatch();
  const url = new URL(`/rooms/${encodeURIComponent(code)}`, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(url);
  socket = ws;
  say(`Joining room ${code}…`);
  ws.addEventListener('message', (event) => onRelayMessage(JSON.parse(String(event.data)) as RelayMessage | PlayerMessage));
  ws.addEventListener('close', (event) => {
    if (socket !== ws) return;
    socket = undefined;
    seat = undefined;
    dropMatch();
    say(event.code === 4001 ? `Room ${code} is full: pick another code.` : 'Disconnected from the relay. Join again to play.');
  });
}

versus.addEventListener('ready', () => {
  ready.mine = true;
  send({ type: 'ready' });
  if (!ready.theirs) say('Waiting for your opponent to press Start match.');
  maybeStart();
});

versus.addEventListener('attack', (event) => {
  if (event.detail.player !== 0) return;
  for (const lines of event.detail.chunks) send({ type: 'attack', id: ++attackId, lines });
});

versus.addEventListener('board-change', (event) => {
  send({ type: 'board', cells: event.detail.cells });
  send({ type: 'garbage', incoming: Math.min(999, event.detail.incoming) });
});

versus.addEventListener('round-end', (event) => {
  send({ type: 'over', frame: event.detail.frame, survived: event.detail.survived });
});

versus.addEventListener('round-over', (event) => {
  const { round } = event.detail;
  say(`Round ${round} over.`);
  // The match-over event follows at once when this round ended the match: then no round is dealt.
  if (seat === 0) nextRound = setTimeout(() => versus.phase === 'round-over' && deal(round + 1), KO_PAUSE_MS);
});

versus.addEventListener('match-over', (event) => {
  say(event.detail.winner === 0 ? 'You won the match! Press Rematch to play again.' : 'Your opponent won the match. Press Rematch to play again.');
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  join(roomInput.value.trim());
});

newRoom.addEventListener('click', () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  roomInput.value = Array.from(crypto.getRandomValues(new Uint8Array(6)), (n) => alphabet[n % alphabet.length]).join('');
  join(roomInput.value);
});

const initialRoom = params.get('room');
if (initialRoom) {
  roomInput.value = initialRoom;
  join(initialRoom);
}
