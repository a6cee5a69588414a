// The re-check worker's entry: a worker thread does not inherit the API's TypeScript loader when
// it runs under vitest, so it registers tsx (the API's runner, decision 001) and imports the
// worker (workerData.entry: recheck-worker.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
