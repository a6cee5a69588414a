// The limits of the server re-check (issue 16, "Trust"): what one run of a project's tests on
// submitted code may take, and how many runs the API does at once.
import { availableParallelism } from 'node:os';

const MIB = 1024 * 1024;
/** WebAssembly pages are 64 KiB. */
export const WASM_PAGE_BYTES = 64 * 1024;

export type RecheckLimits = {
  /** Wall time of the whole run (module, realms, the learner's code, every test). */
  deadlineMs: number;
  /**
   * Memory the run may take beyond QuickJS's starting 16 MiB (which holds the runtime, chai and
   * both realms): the maximum of the run's own WebAssembly memory. QuickJS's own limit
   * (`setMemoryLimit`) is not used: in this build (no malloc_usable_size) it counts 8 bytes per
   * allocation, whatever its size.
   */
  memoryBytes: number;
  /** QuickJS's stack limit: deep recursion fails as a RangeError well before the host's stack. */
  stackBytes: number;
};

export const RECHECK_LIMITS: RecheckLimits = {
  deadlineMs: 2_000,
  memoryBytes: 64 * MIB,
  stackBytes: 256 * 1024,
};

/** The WebAssembly memory QuickJS's build starts with (its declared minimum). */
export const QUICKJS_INITIAL_MEMORY_BYTES = 16 * MIB;

/**
 * QuickJS asks its interrupt handler every so many bytecode operations, so a loop whose body is one
 * long native call (filling a huge array) can outlive the deadline; the pool terminates a worker
 * that has not answered this long after it.
 */
export const RECHECK_WATCHDOG_GRACE_MS = 1_000;

/** A worker that has not started a job this long after it was created is given up on. */
export const RECHECK_WORKER_START_TIMEOUT_MS = 15_000;

/** Workers running re-checks: one core stays for the API (1 on a 2-core machine, at most 2). */
export const RECHECK_POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));

/** Re-checks waiting for a worker beyond this are refused (503) rather than queued for long. */
export const RECHECK_MAX_QUEUED = 16;

/** Workers idle this long are stopped (the next re-check starts one again, ~0.3 s). */
export const RECHECK_WORKER_IDLE_MS = 5 * 60_000;
