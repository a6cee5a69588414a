// Messages between the page and a JavaScript test worker.

export type WorkerRequest =
  | { kind: 'run-code'; code: string }
  | {
      kind: 'run-test';
      /** The code to run (transformed: loops protected). */
      code: string;
      /** The learner's source, as the tests' `code`. */
      source: string;
      testString: string;
      beforeTests: string;
      afterTests: string;
    };

export type WorkerReply =
  | { kind: 'log'; line: string }
  | { kind: 'done'; error?: string; loopLine?: number }
  | { kind: 'test'; pass: boolean; err?: string; stack?: string; loopLine?: number }
  /** The worker itself failed (its script did not load, or it threw outside a job). */
  | { kind: 'failed'; error: string };
