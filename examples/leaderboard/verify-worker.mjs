// Worker threads do not inherit the TypeScript loader given to the main thread with
// `--import tsx` (Node 20), so each worker registers it before loading its task.
import { register } from 'tsx/esm/api';

register();
await import('./verify-task.ts');
