import { describe, expect, it, vi } from 'vitest';
import { createWorkerPool } from './worker-pool';
import type { WorkerReply, WorkerRequest } from './js/worker-protocol';

/** A stand-in for a Worker that answers as the test says (or never, like an endless loop). */
class FakeWorker {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private readonly answer: (request: WorkerRequest) => WorkerReply[] | 'hang') {}
  postMessage(request: WorkerRequest) {
    const replies = this.answer(request);
    if (replies === 'hang') return;
    for (const reply of replies) {
      setTimeout(() => this.onmessage?.({ data: reply } as MessageEvent<WorkerReply>), 0);
    }
  }
  terminate() {
    this.terminated = true;
  }
}

const RUN: WorkerRequest = {
  kind: 'run-code',
  beforeUserCode: '',
  code: 'console.log(1)',
  afterUserCode: '',
};

describe('createWorkerPool', () => {
  it('passes logs on and resolves with the reply, reusing the worker', async () => {
    const created: FakeWorker[] = [];
    const pool = createWorkerPool({
      createWorker: () => {
        const worker = new FakeWorker(() => [{ kind: 'log', line: '1' }, { kind: 'done' }]);
        created.push(worker);
        return worker as unknown as Worker;
      },
    });
    const logs: string[] = [];
    const first = await pool.run({
      request: RUN,
      timeoutMs: 1000,
      onLog: (line) => logs.push(line),
    });
    const second = await pool.run({ request: RUN, timeoutMs: 1000 });
    expect(first).toEqual({ kind: 'reply', reply: { kind: 'done' } });
    expect(second.kind).toBe('reply');
    expect(logs).toEqual(['1']);
    expect(created).toHaveLength(1);
  });

  it('terminates a worker that does not answer in time and uses a fresh one next', async () => {
    vi.useFakeTimers();
    try {
      const created: FakeWorker[] = [];
      let hang = true;
      const pool = createWorkerPool({
        createWorker: () => {
          const worker = new FakeWorker(() => (hang ? 'hang' : [{ kind: 'done' }]));
          created.push(worker);
          return worker as unknown as Worker;
        },
      });
      const stuck = pool.run({ request: RUN, timeoutMs: 1000 });
      await vi.advanceTimersByTimeAsync(1000);
      expect(await stuck).toEqual({ kind: 'timeout' });
      expect(created[0]?.terminated).toBe(true);
      hang = false;
      const next = pool.run({ request: RUN, timeoutMs: 1000 });
      await vi.advanceTimersByTimeAsync(1);
      expect((await next).kind).toBe('reply');
      expect(created).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs at most two jobs at once; the third waits for a free worker', async () => {
    vi.useFakeTimers();
    try {
      let created = 0;
      const pool = createWorkerPool({
        createWorker: () => {
          created += 1;
          return new FakeWorker(() => 'hang') as unknown as Worker;
        },
      });
      const jobs = [1, 2, 3].map(() => pool.run({ request: RUN, timeoutMs: 500 }));
      await vi.advanceTimersByTimeAsync(0);
      expect(created).toBe(2);
      await vi.advanceTimersByTimeAsync(500);
      expect(created).toBe(3);
      await vi.advanceTimersByTimeAsync(500);
      expect(await Promise.all(jobs)).toEqual([
        { kind: 'timeout' },
        { kind: 'timeout' },
        { kind: 'timeout' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a worker whose job was still running when the pool was disposed; the pool works on', async () => {
    const created: FakeWorker[] = [];
    const pool = createWorkerPool({
      createWorker: () => {
        const worker = new FakeWorker(() => [{ kind: 'done' }]);
        created.push(worker);
        return worker as unknown as Worker;
      },
    });
    const running = pool.run({ request: RUN, timeoutMs: 1000 });
    pool.dispose();
    expect((await running).kind).toBe('reply');
    expect(created[0]?.terminated).toBe(true);
    expect((await pool.run({ request: RUN, timeoutMs: 1000 })).kind).toBe('reply');
    expect(created).toHaveLength(2);
    expect(created[1]?.terminated).toBe(false);
  });
});
