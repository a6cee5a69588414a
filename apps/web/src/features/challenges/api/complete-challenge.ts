// Completion calls (docs/product/workspace.md): sent up to 3 times; when the server cannot be
// reached, the completion is kept in 'fcc-failed-updates' and replayed later (lib/failed-updates),
// so going offline in the middle of a lesson loses nothing. A refusal (4xx) is shown as the server
// says.
import type { ChallengeCompletedResponse } from '@escola/contracts/challenge-completion-answer';
import { getCompletionEndpoint } from '@escola/domain/challenge-completion';
import { SUBMIT_RETRIES } from '@escola/domain/constants';
import { track } from '../../../lib/analytics';
import { HttpError, http } from '../../../lib/http';
import { storeFailedUpdate } from '../../../lib/failed-updates';
import type { RunnerFile } from '@escola/runner/types';

export type CompletionOutcome =
  | { kind: 'completed'; answer: ChallengeCompletedResponse }
  | { kind: 'refused'; message: string }
  | { kind: 'kept-for-later' };

const RETRY_DELAY_MS = 500;

/** The learner's files as the server takes them (completion and save). */
export const toSubmittedFiles = (files: readonly RunnerFile[]) =>
  files.map((file) => ({
    key: file.fileKey,
    ext: file.ext,
    name: file.name,
    contents: file.contents,
    history: [`${file.name}.${file.ext}`],
  }));

export const buildCompletionPayload = ({
  id,
  challengeType,
  files,
}: {
  id: string;
  challengeType: number;
  files: readonly RunnerFile[];
}) => ({ id, challengeType, files: toSubmittedFiles(files) });

export const submitCompletion = async ({
  id,
  challengeType,
  files,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  id: string;
  challengeType: number;
  files: readonly RunnerFile[];
  wait?: (ms: number) => Promise<void>;
}): Promise<CompletionOutcome> => {
  const endpoint = getCompletionEndpoint({ challengeType });
  const payload = buildCompletionPayload({ id, challengeType, files });
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await http.post<ChallengeCompletedResponse>(endpoint, payload);
      track('challenge_completed', { challenge_id: id, challenge_type: challengeType });
      return { kind: 'completed', answer };
    } catch (error) {
      const refused = error instanceof HttpError && error.status >= 400 && error.status < 500;
      if (refused) return { kind: 'refused', message: error.flash.message };
      if (attempt >= SUBMIT_RETRIES) {
        storeFailedUpdate({ endpoint, payload, id });
        return { kind: 'kept-for-later' };
      }
      await wait(RETRY_DELAY_MS * attempt);
    }
  }
};
