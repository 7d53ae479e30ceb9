/**
 * `npm run leaderboard`: starts the leaderboard server. Environment: `PORT` (default 8787),
 * `HOST` (default 127.0.0.1), `LEADERBOARD_DATA` (the database directory, default `.data` here).
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORT, startLeaderboard } from './server.js';

const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}
const dataDir = process.env.LEADERBOARD_DATA || fileURLToPath(new URL('./.data', import.meta.url));
const leaderboard = await startLeaderboard({ port, host: process.env.HOST || '127.0.0.1', dataDir });
console.log(`leaderboard on ${leaderboard.url} (database in ${dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void leaderboard.close().then(() => process.exit(0));
  });
}
