// Messages between the page and a JavaScript test worker.

/** The code of one evaluation, in this order (one function body: later parts see earlier ones). */
export type WorkerCode = {
  /** The challenge's code run before the learner's (`# --antes--`). */
  beforeUserCode: string;
  /** The learner's code, transformed (loops protected, module syntax ignored). */
  code: string;
  /** The challenge's code run after the learner's, before the test (`# --depois--`). */
  afterUserCode: string;
};

export type WorkerRequest =
  | ({ kind: 'run-code' } & WorkerCode)
  | ({
      kind: 'run-test';
      /** The learner's source, as the tests' `code`. */
      source: string;
      testString: string;
    } & WorkerCode);

export type WorkerReply =
  | { kind: 'log'; line: string }
  | { kind: 'done'; error?: string; loopLine?: number }
  | { kind: 'test'; pass: boolean; err?: string; stack?: string; loopLine?: number }
  /** The worker itself failed (its script did not load, or it threw outside a job). */
  | { kind: 'failed'; error: string };
