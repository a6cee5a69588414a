// Messages between the page and a JavaScript test worker.

export type WorkerRequest =
  | { kind: 'run-code'; code: string }
  | { kind: 'run-test'; code: string; testString: string; beforeTests: string; afterTests: string };

export type WorkerReply =
  | { kind: 'log'; line: string }
  | { kind: 'done'; error?: string }
  | { kind: 'test'; pass: boolean; err?: string; stack?: string };
