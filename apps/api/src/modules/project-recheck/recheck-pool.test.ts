// The worker pool with real worker threads: jobs run off the API's thread, a worker that does not
// answer in time is stopped and replaced, the queue is bounded, idle workers stop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECHECK_LIMITS } from './limits';
import { createRecheckPool, type RecheckPool } from './recheck-pool';
import type { RecheckJob } from './verdict';

const job = (code: string): RecheckJob => ({
  beforeUserCode: null,
  afterUserCode: null,
  testStrings: ['assert.strictEqual(dobro(2), 4);'],
  code,
  source: code,
});
const DOUBLE = job('function dobro(n) { return n * 2; }');
const ENDLESS = job('while (true) {}');

const pools: RecheckPool[] = [];
const poolOf = (options: Parameters<typeof createRecheckPool>[0]) => {
  const pool = createRecheckPool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('createRecheckPool', () => {
  it('runs a job in a worker and answers its verdict and measures', async () => {
    const pool = poolOf({ size: 1 });
    const outcome = await pool.run(DOUBLE);
    expect(outcome.verdict).toEqual({ kind: 'passed' });
    expect(outcome.memoryBytes).toBeGreaterThan(0);
    expect(pool.workerCount()).toBe(1);
    expect((await pool.run(job('function dobro() {}'))).verdict).toMatchObject({
      kind: 'test-failed',
    });
  });

  it('keeps the API’s thread free while a learner’s code loops', async () => {
    const pool = poolOf({ size: 1, limits: { ...RECHECK_LIMITS, deadlineMs: 1_000 } });
    const order: string[] = [];
    const looping = pool.run(ENDLESS).then((outcome) => {
      order.push('loop');
      return outcome;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('timer');
    expect((await looping).verdict).toEqual({ kind: 'timeout' });
    expect(order).toEqual(['timer', 'loop']);
  });

  it('stops a worker that does not answer in time, and starts another for the next job', async () => {
    // A sandbox deadline no run reaches: only the pool's watchdog can end this job.
    const pool = poolOf({
      size: 1,
      limits: { ...RECHECK_LIMITS, deadlineMs: 600_000 },
      watchdogMs: 2_000,
    });
    expect((await pool.run(ENDLESS)).verdict).toEqual({ kind: 'timeout' });
    expect(pool.workerCount()).toBe(0);
    expect((await pool.run(DOUBLE)).verdict).toEqual({ kind: 'passed' });
  });

  it('queues jobs up to its limit and answers busy beyond it', async () => {
    const pool = poolOf({ size: 1, maxQueued: 1, limits: { ...RECHECK_LIMITS, deadlineMs: 500 } });
    const running = pool.run(ENDLESS);
    const queued = pool.run(DOUBLE);
    const refused = pool.run(DOUBLE);
    expect((await refused).verdict).toEqual({ kind: 'busy' });
    expect((await running).verdict).toEqual({ kind: 'timeout' });
    expect((await queued).verdict).toEqual({ kind: 'passed' });
  });

  it('stops idle workers', async () => {
    const pool = poolOf({ size: 1, idleMs: 10 });
    await pool.run(DOUBLE);
    await vi.waitFor(() => expect(pool.workerCount()).toBe(0));
  });
});
