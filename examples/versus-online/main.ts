/**
 * `npm run versus-online`: starts the versus relay and its page. Environment: `PORT` (default
 * 8788) and `HOST` (default 127.0.0.1).
 */
import { DEFAULT_PORT, startRelay } from './relay.js';

const portText = process.env.PORT || String(DEFAULT_PORT);
const port = Number(portText);
if (!/^\d{1,5}$/.test(portText) || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(portText)}`);
  process.exit(1);
}

let relay;
try {
  relay = await startRelay({ port, host: process.env.HOST || '127.0.0.1' });
} catch (error) {
  // Such as a port already in use: one clear line.
  console.error(`versus relay not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`versus on ${relay.url} (rooms at ${relay.url.replace(/^http/, 'ws')}/rooms/<code>)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void relay.close().then(() => process.exit(0));
  });
}
