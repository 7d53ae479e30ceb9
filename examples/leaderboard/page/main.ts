/**
 * The leaderboard page: plays the chosen mode, sends each finished game's replay to the server
 * and shows the verified result and the board's best ten.
 */
import '../../../src/index.js';

interface ScoreEntry {
  rank: number | null;
  name: string;
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

function board(): { mode: string; goal: string } {
  const [mode, goal] = boardSelect.value.split(':');
  return { mode, goal };
}

const byTime = () => board().mode === 'sprint';

function formatTime(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  const seconds = ((ms % 60000) / 1000).toFixed(2).padStart(5, '0');
  return `${minutes}:${seconds}`;
}

const result = (entry: ScoreEntry) => (byTime() ? formatTime(entry.time) : entry.score.toLocaleString());

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
    row.append(Object.assign(document.createElement('td'), { colSpan: 5, textContent: 'No verified games yet: be the first.' }));
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
      return row;
    }),
  );
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
    body.rank === null ? `Verified: ${result(body)} (not ranked: the goal was not reached)` : `Verified: ${result(body)}, rank ${body.rank}`;
  await refresh();
}

const report = (error: unknown) => (status.textContent = error instanceof Error ? error.message : String(error));

nameInput.value = localStorage.getItem(NAME_KEY) ?? nameInput.value;
nameInput.addEventListener('change', () => localStorage.setItem(NAME_KEY, nameInput.value));
boardSelect.addEventListener('change', () => {
  applyBoard();
  refresh().catch(report);
});
game.addEventListener('game-over', () => submit().catch(report));
applyBoard();
refresh().catch(report);
