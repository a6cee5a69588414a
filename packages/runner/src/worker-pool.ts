// At most MAX_WORKERS JavaScript workers, created when first needed. Each job has a time limit: a
// worker that does not answer in time (an endless loop) is terminated and replaced, so the page
// never freezes and the next job gets a fresh worker.
// Generic over the messages: the test workers (WorkerRequest/WorkerReply) and the build workers
// (Babel, Sass) share it. A reply of kind 'log' is passed on; any other reply ends the job.
import { MAX_WORKERS } from './limits';
import type { WorkerReply, WorkerRequest } from './js/worker-protocol';

type LogReply = { kind: 'log'; line: string };

export type WorkerJobResult<Reply = WorkerReply> =
  { kind: 'reply'; reply: Exclude<Reply, LogReply> } | { kind: 'timeout' };

export type CreateWorker = () => Worker;

const isLog = (reply: { kind: string }): reply is LogReply => reply.kind === 'log';

export const createWorkerPool = <
  Request = WorkerRequest,
  Reply extends { kind: string } = WorkerReply,
>({
  createWorker,
  maxWorkers = MAX_WORKERS,
}: {
  createWorker: CreateWorker;
  maxWorkers?: number;
}) => {
  const idle: Worker[] = [];
  let busy = 0;
  const waiting: (() => void)[] = [];
  // A job may still be running when the pool is disposed (a warm-up, as the workspace closes):
  // its worker is ended when it comes back instead of idling forever. The pool itself may be used
  // again (a new job gets a new worker).
  let generation = 0;

  const acquire = async (): Promise<{ worker: Worker; acquiredIn: number }> => {
    while (idle.length === 0 && busy >= maxWorkers) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    busy += 1;
    return { worker: idle.pop() ?? createWorker(), acquiredIn: generation };
  };

  const release = (worker: Worker | null, acquiredIn: number) => {
    busy -= 1;
    if (worker && acquiredIn !== generation) worker.terminate();
    else if (worker) idle.push(worker);
    waiting.shift()?.();
  };

  return {
    async run({
      request,
      timeoutMs,
      onLog,
    }: {
      request: Request;
      timeoutMs: number;
      onLog?: (line: string) => void;
    }): Promise<WorkerJobResult<Reply>> {
      const { worker, acquiredIn } = await acquire();
      return new Promise<WorkerJobResult<Reply>>((resolve) => {
        const finish = (result: WorkerJobResult<Reply>, keep: boolean) => {
          clearTimeout(timer);
          worker.onmessage = null;
          worker.onerror = null;
          if (!keep) worker.terminate();
          release(keep ? worker : null, acquiredIn);
          resolve(result);
        };
        const timer = setTimeout(() => finish({ kind: 'timeout' }, false), timeoutMs);
        worker.onmessage = (event: MessageEvent<Reply>) => {
          const reply = event.data;
          if (isLog(reply)) onLog?.((reply as LogReply).line);
          else finish({ kind: 'reply', reply: reply as Exclude<Reply, LogReply> }, true);
        };
        worker.onerror = (event) => {
          // The worker's script failed (it could not load, or threw outside a job).
          event.preventDefault();
          finish(
            {
              kind: 'reply',
              reply: { kind: 'failed', error: event.message } as unknown as Exclude<
                Reply,
                LogReply
              >,
            },
            false,
          );
        };
        worker.postMessage(request);
      });
    },
    /** Starts a worker ahead of the first run: its script is fetched while the page is online. */
    warm() {
      if (idle.length === 0 && busy === 0) idle.push(createWorker());
    },
    dispose() {
      generation += 1;
      for (const worker of idle.splice(0)) worker.terminate();
    },
  };
};

export type WorkerPool<
  Request = WorkerRequest,
  Reply extends { kind: string } = WorkerReply,
> = ReturnType<typeof createWorkerPool<Request, Reply>>;
