// Creates a PGlite database in the directory given, with the start parameters given (JSON), then
// exits: run as its own process, so the memory the creation takes (initdb runs in a second
// WebAssembly instance) goes back to the system with the process instead of staying in the server's.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParams] = process.argv.slice(2);
const db = await PGlite.create(dataDir, { startParams: JSON.parse(startParams) });
await db.close();
