// A re-check worker thread (started by recheck-pool.ts through recheck-worker-entry.mjs): runs
// one job at a time, so a learner's endless loop blocks this thread, never the API's.
import { parentPort } from 'node:worker_threads';
import { loadAssertionLibrary } from './load-assertion-library';
import { runProjectTests } from './run-project-tests';
import type { RecheckWorkerReply, RecheckWorkerRequest } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('recheck-worker.ts runs as a worker thread');
const reply = (message: RecheckWorkerReply) => port.postMessage(message);
const assertionLibrary = loadAssertionLibrary();

port.on('message', async ({ id, job, limits }: RecheckWorkerRequest) => {
  reply({ kind: 'started', id });
  try {
    reply({ kind: 'done', id, run: await runProjectTests({ assertionLibrary, job, limits }) });
  } catch (error) {
    reply({ kind: 'failed', id, detail: error instanceof Error ? error.message : String(error) });
  }
});
