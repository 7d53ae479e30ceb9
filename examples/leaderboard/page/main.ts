/**
 * The leaderboard page: plays the chosen mode, sends each finished game's replay to the server,
 * shows the verified result and the board's best ten, and plays any of them back on request.
 */
import '../../../src/index.js';
import { rankOf } from '../../../src/engine/index.js';
import type { Mode } from '../../../src/engine/index.js';

interface ScoreEntry {
  id: number;
  rank: number | null;
  name: string;
  mode: Mode;
  score: number;
  lines: number;
  pieces: number;
  time: number;
}

const game = document.querySelector('tetris-game')!;
const nameInput = document.querySelector<HTMLInputElement>('#name')!;
const boardSelect = document.querySelector<HTMLSelectElement>('#board')!;
const status = document.querySelector<HTMLElement>('#status')!;
const caption = document.querySelector<HTMLElement>('#caption')!;
const resultHead = document.querySelector<HTMLElement>('#result-head')!;
const tbody = document.querySelector<HTMLElement>('#scores')!;

const NAME_KEY = 'leaderboard-name';

function board(): { mode: Mode; goal: string } {
  const [mode, goal] = boardSelect.value.split(':');
  return { mode: mode as Mode, goal };
}

/** The board's figure, by the engine's result rules: a time (lower is better) or a score. */
const byTime = () => rankOf(board().mode) === 'time';

function formatTime(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  const seconds = ((ms % 60000) / 1000).toFixed(2).padStart(5, '0');
  return `${minutes}:${seconds}`;
}

const result = (entry: ScoreEntry) => (rankOf(entry.mode) === 'time' ? formatTime(entry.time) : entry.score.toLocaleString());

/** Plays the chosen board's mode and goal. */
function applyBoard(): void {
  const { mode, goal } = board();
  game.setAttribute('mode', mode);
  if (goal) game.setAttribute('goal', goal);
  else game.removeAttribute('goal');
  caption.textContent = `Top 10: ${boardSelect.selectedOptions[0].text}`;
  resultHead.textContent = byTime() ? 'Time' : 'Score';
}

async function refresh(): Promise<void> {
  const { mode, goal } = board();
  const query = new URLSearchParams({ mode });
  if (goal) query.set('goal', goal);
  const response = await fetch(`/api/scores?${query}`);
  if (!response.ok) throw new Error(`the leaderboard answered ${response.status}`);
  const { scores } = (await response.json()) as { scores: ScoreEntry[] };
  if (scores.length === 0) {
    const row = document.createElement('tr');
    row.append(Object.assign(document.createElement('td'), { colSpan: 6, textContent: 'No verified games yet: be the first.' }));
    tbody.replaceChildren(row);
    return;
  }
  // Names are shown as text, never as markup.
  tbody.replaceChildren(
    ...scores.map((entry) => {
      const row = document.createElement('tr');
      for (const value of [String(entry.rank), entry.name, result(entry), String(entry.lines), String(entry.pieces)]) {
        row.append(Object.assign(document.createElement('td'), { textContent: value }));
      }
      const watchButton = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Watch' });
      watchButton.setAttribute('aria-label', `Watch ${entry.name}'s game`);
      watchButton.addEventListener('click', () => watch(entry).catch(report));
      const cell = document.createElement('td');
      cell.append(watchButton);
      row.append(cell);
      return row;
    }),
  );
}

/** Plays a stored game back in the element: the best games are there to learn from. */
async function watch(entry: ScoreEntry): Promise<void> {
  status.textContent = `Loading ${entry.name}'s game…`;
  const response = await fetch(`/api/replays/${entry.id}`);
  if (!response.ok) throw new Error(`the replay could not be loaded (${response.status})`);
  status.textContent = `Watching ${entry.name}: ${result(entry)}`;
  const ended = await game.watch(await response.text());
  if (!ended.stopped) status.textContent = `Replay of ${entry.name}'s game ended: ${result(entry)}`;
}

async function submit(): Promise<void> {
  status.textContent = 'Verifying your game…';
  const response = await fetch('/api/scores', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: nameInput.value, replay: game.replay }),
  });
  const body = (await response.json()) as ScoreEntry & { error?: string };
  if (!response.ok) {
    status.textContent = `Not recorded: ${body.error ?? response.status}`;
    return;
  }
  status.textContent =
    body.rank === null ? `Verified: ${result(body)} (this result does not count on the board)` : `Verified: ${result(body)}, rank ${body.rank}`;
  await refresh();
}

const report = (error: unknown) => (status.textContent = error instanceof Error ? error.message : String(error));

nameInput.value = localStorage.getItem(NAME_KEY) ?? nameInput.value;
nameInput.addEventListener('change', () => localStorage.setItem(NAME_KEY, nameInput.value));
boardSelect.addEventListener('change', () => {
  applyBoard();
  refresh().catch(report);
});
// A game played back (`watch()`) ends too: only the player's own games are submitted.
game.addEventListener('game-over', () => {
  if (game.status !== 'replay') submit().catch(report);
});
applyBoard();
refresh().catch(report);
