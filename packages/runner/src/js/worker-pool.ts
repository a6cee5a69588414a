// At most MAX_WORKERS JavaScript workers, created when first needed. Each job has a time limit: a
// worker that does not answer in time (an endless loop) is terminated and replaced, so the page
// never freezes and the next job gets a fresh worker.
import { MAX_WORKERS } from '../limits';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

export type WorkerJobResult =
  { kind: 'reply'; reply: Exclude<WorkerReply, { kind: 'log' }> } | { kind: 'timeout' };

export type CreateWorker = () => Worker;

export const createWorkerPool = ({
  createWorker,
  maxWorkers = MAX_WORKERS,
}: {
  createWorker: CreateWorker;
  maxWorkers?: number;
}) => {
  const idle: Worker[] = [];
  let busy = 0;
  const waiting: (() => void)[] = [];

  const acquire = async (): Promise<Worker> => {
    while (idle.length === 0 && busy >= maxWorkers) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    busy += 1;
    return idle.pop() ?? createWorker();
  };

  const release = (worker: Worker | null) => {
    busy -= 1;
    if (worker) idle.push(worker);
    waiting.shift()?.();
  };

  return {
    async run({
      request,
      timeoutMs,
      onLog,
    }: {
      request: WorkerRequest;
      timeoutMs: number;
      onLog?: (line: string) => void;
    }): Promise<WorkerJobResult> {
      const worker = await acquire();
      return new Promise<WorkerJobResult>((resolve) => {
        const finish = (result: WorkerJobResult, keep: boolean) => {
          clearTimeout(timer);
          worker.onmessage = null;
          worker.onerror = null;
          if (!keep) worker.terminate();
          release(keep ? worker : null);
          resolve(result);
        };
        const timer = setTimeout(() => finish({ kind: 'timeout' }, false), timeoutMs);
        worker.onmessage = (event: MessageEvent<WorkerReply>) => {
          const reply = event.data;
          if (reply.kind === 'log') onLog?.(reply.line);
          else finish({ kind: 'reply', reply }, true);
        };
        worker.onerror = (event) => {
          event.preventDefault();
          finish({ kind: 'reply', reply: { kind: 'done', error: event.message } }, false);
        };
        worker.postMessage(request);
      });
    },
    /** Starts a worker ahead of the first run: its script is fetched while the page is online. */
    warm() {
      if (idle.length === 0 && busy === 0) idle.push(createWorker());
    },
    dispose() {
      for (const worker of idle.splice(0)) worker.terminate();
    },
  };
};

export type WorkerPool = ReturnType<typeof createWorkerPool>;
