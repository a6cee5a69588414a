// Messages between the re-check pool and its workers.
import type { RecheckLimits } from './limits';
import type { RecheckRun } from './run-project-tests';
import type { RecheckJob } from './verdict';

export type RecheckWorkerRequest = { id: number; job: RecheckJob; limits: RecheckLimits };

export type RecheckWorkerReply =
  /** The worker took the job: from now on the deadline runs. */
  | { kind: 'started'; id: number }
  | { kind: 'done'; id: number; run: RecheckRun }
  /** The sandbox failed (not the learner's code): nothing was judged. */
  | { kind: 'failed'; id: number; detail: string };
