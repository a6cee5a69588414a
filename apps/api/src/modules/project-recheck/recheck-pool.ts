// A small pool of worker threads for re-checks (RECHECK_POOL_SIZE, with a bounded queue): QuickJS
// is synchronous, so a re-check run on the API's thread would stop every request for up to the
// deadline. Each job's deadline is enforced twice: inside the sandbox (QuickJS's interrupt
// handler) and here, by terminating a worker that has not answered RECHECK_WATCHDOG_GRACE_MS
// after it (a native loop QuickJS does not interrupt). Workers start on demand, are unref'd (they
// never keep the process alive) and stop after RECHECK_WORKER_IDLE_MS without work.
import { Worker } from 'node:worker_threads';
import {
  RECHECK_LIMITS,
  RECHECK_MAX_QUEUED,
  RECHECK_POOL_SIZE,
  RECHECK_WATCHDOG_GRACE_MS,
  RECHECK_WORKER_IDLE_MS,
  RECHECK_WORKER_START_TIMEOUT_MS,
  type RecheckLimits,
} from './limits';
import type { RecheckRun } from './run-project-tests';
import type { RecheckJob, RecheckVerdict } from './verdict';
import type { RecheckWorkerReply } from './worker-protocol';

export type RecheckPoolOptions = {
  size: number;
  maxQueued: number;
  limits: RecheckLimits;
  /** From the worker taking a job to its termination when it has not answered. */
  watchdogMs: number;
  startTimeoutMs: number;
  idleMs: number;
};

/** A run's verdict; `durationMs` and `memoryBytes` when the worker answered. */
export type RecheckOutcome = { verdict: RecheckVerdict } & Partial<Omit<RecheckRun, 'verdict'>>;

export type RecheckPool = {
  run: (job: RecheckJob) => Promise<RecheckOutcome>;
  /** Stops every worker; waiting jobs answer `unavailable`. */
  close: () => Promise<void>;
  /** Workers alive now (for tests). */
  workerCount: () => number;
};

type Pending = { id: number; job: RecheckJob; resolve: (outcome: RecheckOutcome) => void };
type Slot = { worker: Worker; current: Pending | null; timer: NodeJS.Timeout | null };

// Built (`npm start`, scripts/build-api.mjs), the worker is a bundle beside this one; run from the
// sources (tests, `npm run dev`), a small entry registers tsx and imports the TypeScript worker.
// The build defines __API_BUNDLE__ as true; from the sources the name is not defined at all.
declare const __API_BUNDLE__: boolean | undefined;
const IS_BUILT = typeof __API_BUNDLE__ !== 'undefined' && __API_BUNDLE__;
const ENTRY = IS_BUILT
  ? new URL('./recheck-worker.mjs', import.meta.url)
  : new URL('./recheck-worker-entry.mjs', import.meta.url);
const WORKER_DATA = IS_BUILT ? {} : { entry: new URL('./recheck-worker.ts', import.meta.url).href };
/** The worker's own V8 heap (QuickJS's memory is a separate, capped WebAssembly memory). */
const WORKER_HEAP_MB = 256;

export const createRecheckPool = (overrides: Partial<RecheckPoolOptions> = {}): RecheckPool => {
  const limits = overrides.limits ?? RECHECK_LIMITS;
  const options: RecheckPoolOptions = {
    size: RECHECK_POOL_SIZE,
    maxQueued: RECHECK_MAX_QUEUED,
    limits,
    watchdogMs: limits.deadlineMs + RECHECK_WATCHDOG_GRACE_MS,
    startTimeoutMs: RECHECK_WORKER_START_TIMEOUT_MS,
    idleMs: RECHECK_WORKER_IDLE_MS,
    ...overrides,
  };
  const slots = new Set<Slot>();
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const setTimer = (slot: Slot, ms: number, onTimeout: () => void) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(onTimeout, ms);
    slot.timer.unref();
  };

  /** Ends the slot's job (if any) with this outcome and stops its worker. */
  const discard = (slot: Slot, outcome: RecheckOutcome | null) => {
    if (!slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    const pending = slot.current;
    slot.current = null;
    void slot.worker.terminate();
    if (pending && outcome) pending.resolve(outcome);
    dispatch();
  };

  const finish = (slot: Slot, outcome: RecheckOutcome) => {
    const pending = slot.current;
    slot.current = null;
    pending?.resolve(outcome);
    setTimer(slot, options.idleMs, () => discard(slot, null));
    dispatch();
  };

  const onReply = (slot: Slot, reply: RecheckWorkerReply) => {
    if (!slot.current || reply.id !== slot.current.id) return;
    if (reply.kind === 'started') {
      // The worker's deadline runs from here; past it and the grace, the worker is stopped.
      setTimer(slot, options.watchdogMs, () => discard(slot, { verdict: { kind: 'timeout' } }));
    } else if (reply.kind === 'done') {
      if (slot.timer) clearTimeout(slot.timer);
      finish(slot, reply.run);
    } else {
      discard(slot, { verdict: { kind: 'unavailable', detail: reply.detail } });
    }
  };

  const startWorker = (): Slot => {
    const worker = new Worker(ENTRY, {
      workerData: WORKER_DATA,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    const slot: Slot = { worker, current: null, timer: null };
    worker.on('message', (reply: RecheckWorkerReply) => onReply(slot, reply));
    const lost = (detail: string) => discard(slot, { verdict: { kind: 'unavailable', detail } });
    worker.on('error', (error) => lost(`worker error: ${error.message}`));
    worker.on('exit', (code) => lost(`worker exited (${code})`));
    slots.add(slot);
    return slot;
  };

  const assign = (slot: Slot, pending: Pending) => {
    slot.current = pending;
    setTimer(slot, options.startTimeoutMs, () =>
      discard(slot, { verdict: { kind: 'unavailable', detail: 'worker did not start the job' } }),
    );
    slot.worker.postMessage({ id: pending.id, job: pending.job, limits: options.limits });
  };

  function dispatch() {
    while (queue.length > 0 && !closed) {
      const free = [...slots].find((slot) => slot.current === null);
      const slot = free ?? (slots.size < options.size ? startWorker() : null);
      if (!slot) return;
      assign(slot, queue.shift() as Pending);
    }
  }

  return {
    run: (job) =>
      new Promise((resolve) => {
        if (closed) return resolve({ verdict: { kind: 'unavailable', detail: 'pool closed' } });
        if (queue.length >= options.maxQueued) return resolve({ verdict: { kind: 'busy' } });
        queue.push({ id: nextId++, job, resolve });
        dispatch();
      }),
    close: async () => {
      closed = true;
      for (const pending of queue.splice(0)) {
        pending.resolve({ verdict: { kind: 'unavailable', detail: 'pool closed' } });
      }
      const workers = [...slots].map((slot) => slot.worker);
      for (const slot of [...slots]) {
        discard(slot, { verdict: { kind: 'unavailable', detail: 'pool closed' } });
      }
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
    workerCount: () => slots.size,
  };
};
