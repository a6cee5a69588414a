// POST /save-challenge: the signed-in learner's code kept on the server
// (docs/product/workspace.md), so it follows them to another device. The server refuses saves under
// 5 s apart (code-save-less) and code over 102,400 bytes (challenge-save-too-big): its flash is
// what the learner sees.
import { SAVE_CHALLENGE_PATH } from '@escola/contracts/challenge-page-calls';
import type { PostSaveChallengeResponse } from '@escola/contracts/post-save-challenge';
import type { RunnerFile } from '@escola/runner/types';
import { HttpError, http } from '../../../lib/http';
import type { Flash } from '@escola/contracts/flash';
import { toSubmittedFiles } from './complete-challenge';

export const saveChallengeOnServer = async ({
  id,
  files,
}: {
  id: string;
  files: readonly RunnerFile[];
}): Promise<{ ok: true; message: string } | { ok: false; flash: Flash }> => {
  try {
    const answer = await http.post<PostSaveChallengeResponse>(SAVE_CHALLENGE_PATH, {
      id,
      files: toSubmittedFiles(files),
    });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, flash: error.flash };
    throw error;
  }
};
