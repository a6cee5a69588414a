// Watches the harness runner's Babel workers (without changing them): for each job, which worker
// it went to (numbered from 1 as they are created), the file names it was sent and whether Babel
// answered it — what proves that warming the runner has Babel transform a little code before the
// first run, in the worker that run then uses (browser-tests/warm-up.spec.ts).
import type { CreateWorker } from '../src/index';

/** One job of a transform worker, in the order sent. */
export type TransformJob = { worker: number; fileNames: string[]; answered: boolean };

export const watchTransformWorker = (
  createWorker: CreateWorker,
  jobs: TransformJob[],
): CreateWorker => {
  let created = 0;
  return () => {
    const worker = createWorker();
    created += 1;
    const number = created;
    const pending: TransformJob[] = [];
    const postMessage = worker.postMessage.bind(worker) as (message: unknown) => void;
    worker.postMessage = (message: { files?: { fileName: string }[] }) => {
      const job = {
        worker: number,
        fileNames: (message.files ?? []).map((file) => file.fileName),
        answered: false,
      };
      jobs.push(job);
      pending.push(job);
      postMessage(message);
    };
    // One reply per job (the transform worker answers in order and sends nothing else).
    worker.addEventListener('message', (event: MessageEvent<{ kind?: string }>) => {
      const job = pending.shift();
      if (job) job.answered = event.data.kind === 'transformed';
    });
    return worker;
  };
};
