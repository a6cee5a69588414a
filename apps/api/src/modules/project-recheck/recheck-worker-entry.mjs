// The re-check worker's entry when the API runs from its sources (tests, `npm run dev`): a worker
// thread does not inherit the TypeScript loader, so it registers tsx (decision 001) and imports the
// worker (workerData.entry: recheck-worker.ts). The built API has its own bundle (decision 039).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
