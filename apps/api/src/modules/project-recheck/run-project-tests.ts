// One re-check in a fresh QuickJS (WebAssembly: no Node API, no network, no file system — only
// what is put in): the project's tests run on the submitted code as the browser's runner runs
// them (decision 032), within RECHECK_LIMITS. Each run has its own WebAssembly instance, whose
// memory has a maximum (the memory limit), thrown away afterwards; its runtime has the deadline
// as interrupt handler and a stack limit.
//
// Two realms share the runtime: chai's (the same chai 6 bundle as the runner's) and the
// learner's. The learner's realm is frozen (LOCKDOWN) before the learner's code runs as a script
// there; each test is a function whose `assert` is chai's, from the other realm, compiled before
// that code ran. So the learner's code can neither replace `assert`, nor change the built-ins a
// test calls, nor reach what chai relies on. The worker (recheck-worker.ts) calls this; unit
// tests call it directly.
import {
  Scope,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type VmCallResult,
} from 'quickjs-emscripten';
import { describeThrown, LEARNER_FILE } from './describe-thrown';
import { createHostIntl } from './host-intl';
import { RECHECK_LIMITS, type RecheckLimits } from './limits';
import {
  CHAI_HOST_STAND_INS,
  INTL_SHIMS,
  LOCKDOWN,
  SILENT_CONSOLE,
  testFunctionSource,
} from './sandbox-scripts';
import { newSandboxModule } from './sandbox-module';
import type { RecheckJob, RecheckVerdict } from './verdict';

/** A failure with the memory this close to its maximum is the memory running out. */
const OUT_OF_MEMORY_MARGIN_BYTES = 4 * 1024 * 1024;

/** Thrown inside a run to end it with a verdict. */
class Verdict extends Error {
  constructor(readonly verdict: RecheckVerdict) {
    super(verdict.kind);
  }
}

export type RecheckRun = {
  verdict: RecheckVerdict;
  durationMs: number;
  /** The run's WebAssembly memory at its end (it only grows): the run's peak, QuickJS included. */
  memoryBytes: number;
};

export const runProjectTests = async ({
  assertionLibrary,
  job,
  limits = RECHECK_LIMITS,
}: {
  /** chai's ESM bundle (load-assertion-library.ts). */
  assertionLibrary: string;
  job: RecheckJob;
  limits?: RecheckLimits;
}): Promise<RecheckRun> => {
  const startedAt = performance.now();
  const deadline = Date.now() + limits.deadlineMs;
  const { quickjs, memory, maximumBytes } = await newSandboxModule(limits);
  const memoryIsFull = () => memory.buffer.byteLength > maximumBytes - OUT_OF_MEMORY_MARGIN_BYTES;
  let interrupted = false;
  const scope = new Scope();
  const manage = <Handle extends QuickJSHandle>(handle: Handle) => scope.manage(handle);

  /** What a thrown value means: the deadline and the memory limit win over the error itself. */
  const verdictOf = (
    context: QuickJSContext,
    error: QuickJSHandle,
    kind: 'code-error' | 'syntax-error' | 'setup' | number,
  ): Error => {
    manage(error);
    // Reading the error may run the learner's getters: they too stop at the deadline.
    const described = interrupted ? null : describeThrown(context, error);
    if (!described || interrupted) return new Verdict({ kind: 'timeout' });
    const { detail, line } = described;
    if (memoryIsFull() || detail.startsWith('InternalError: out of memory')) {
      return new Verdict({ kind: 'out-of-memory' });
    }
    if (typeof kind === 'number') {
      return new Verdict({ kind: 'test-failed', testIndex: kind, detail });
    }
    if (kind === 'setup') return new Error(`re-check setup failed: ${detail}`);
    return new Verdict({ kind, detail, line });
  };

  /** The value of an evaluation or call, or the end of the run with what its error means. */
  const unwrap = (
    context: QuickJSContext,
    result: VmCallResult<QuickJSHandle>,
    kind: Parameters<typeof verdictOf>[2] = 'setup',
  ): QuickJSHandle => {
    if (result.error) throw verdictOf(context, result.error, kind);
    return manage(result.value);
  };
  const evaluate = (context: QuickJSContext, code: string, options = {}) =>
    unwrap(context, context.evalCode(code, 'sandbox.js', options));

  const prepareLearnerRealm = (context: QuickJSContext) => {
    evaluate(context, SILENT_CONSOLE);
    const intl = createHostIntl();
    /** A host answer, or Intl's RangeError inside the sandbox. */
    const answer = (compute: () => QuickJSHandle) => {
      try {
        return compute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { error: context.newError({ name: 'RangeError', message }) };
      }
    };
    const text = (handle: QuickJSHandle | undefined) =>
      handle && context.typeof(handle) === 'string' ? context.getString(handle) : undefined;
    const compareStrings = manage(
      context.newFunction('compareStrings', (a, b, locales, options) =>
        answer(() =>
          context.newNumber(
            intl.compare(context.getString(a), context.getString(b), text(locales), text(options)),
          ),
        ),
      ),
    );
    const formatNumber = manage(
      context.newFunction('formatNumber', (value, locales, options) =>
        answer(() =>
          context.newString(
            intl.formatNumber(context.getNumber(value), text(locales), text(options)),
          ),
        ),
      ),
    );
    const install = evaluate(context, INTL_SHIMS);
    unwrap(context, context.callFunction(install, context.undefined, compareStrings, formatNumber));
    if (job.beforeUserCode) unwrap(context, context.evalCode(job.beforeUserCode, 'antes.js'));
    evaluate(context, LOCKDOWN);
  };

  const run = (runtime: QuickJSRuntime): RecheckVerdict => {
    // The assertions' realm: chai and nothing else; the learner's code never runs here.
    const assertions = scope.manage(runtime.newContext());
    evaluate(assertions, CHAI_HOST_STAND_INS);
    const chai = evaluate(assertions, assertionLibrary, { type: 'module' });
    const assert = manage(assertions.getProp(chai, 'assert'));

    const learner = scope.manage(runtime.newContext());
    prepareLearnerRealm(learner);
    const tests = job.testStrings.map((test) => evaluate(learner, testFunctionSource(test)));
    const console = manage(learner.getProp(learner.global, 'console'));
    const source = manage(learner.newString(job.source));

    // The learner's code: whether it parses, then once, as a script; then the code after it.
    unwrap(
      learner,
      learner.evalCode(job.code, LEARNER_FILE, { compileOnly: true }),
      'syntax-error',
    );
    unwrap(learner, learner.evalCode(job.code, LEARNER_FILE), 'code-error');
    if (job.afterUserCode) {
      unwrap(learner, learner.evalCode(job.afterUserCode, 'depois.js'), 'code-error');
    }

    // Each test in order, its promise settled; the first that does not pass ends the run.
    for (const [testIndex, test] of tests.entries()) {
      const call = learner.callFunction(test, learner.undefined, assert, source, console);
      const promise = unwrap(learner, call, testIndex);
      const jobs = runtime.executePendingJobs();
      if (jobs.error) throw verdictOf(jobs.error.context, jobs.error, testIndex);
      // An interrupted promise job only rejects its own promise: past the deadline, no verdict
      // but the deadline's.
      if (interrupted) throw new Verdict({ kind: 'timeout' });
      const state = learner.getPromiseState(promise);
      if (state.type === 'pending') {
        throw new Verdict({ kind: 'test-failed', testIndex, detail: 'o teste não terminou' });
      }
      if (state.type === 'rejected') throw verdictOf(learner, state.error, testIndex);
      manage(state.value);
    }
    return { kind: 'passed' };
  };

  let verdict: RecheckVerdict;
  try {
    const runtime = scope.manage(quickjs.newRuntime());
    runtime.setMaxStackSize(limits.stackBytes);
    runtime.setInterruptHandler(() => {
      interrupted ||= Date.now() > deadline;
      return interrupted;
    });
    verdict = run(runtime);
  } catch (error) {
    if (error instanceof Verdict) verdict = error.verdict;
    // QuickJS aborting inside its memory (a failed allocation in C) is the memory running out.
    else if (memoryIsFull()) verdict = { kind: 'out-of-memory' };
    else throw error;
  } finally {
    try {
      scope.dispose();
    } catch {
      // The instance is thrown away with its memory: nothing outlives the run.
    }
  }
  return {
    verdict,
    durationMs: performance.now() - startedAt,
    memoryBytes: memory.buffer.byteLength,
  };
};
