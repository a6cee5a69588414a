// Keeps the learner's code (docs/product/workspace.md: on run or save). Every run and save keeps it
// in this browser; a failure there always warns (flash `local-code-save-error`). An explicit save
// (Ctrl/Cmd + S) by a signed-in learner also keeps it on the server, so it follows them to another
// device; the server's answer is the flash (saved, too soon, too big). A visitor's explicit save
// says `code-saved` for this browser. A run saves silently, so its results are not drowned out.
import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { RunnerFile } from '@escola/runner/index';
import { useFlash } from '../../../lib/flash';
import { SESSION_USER_QUERY_KEY, useSessionUser } from '../../../lib/session-user';
import { saveChallengeOnServer } from '../api/save-challenge';
import { saveCode } from '../lib/local-code';

export const useCodeSave = ({
  challengeId,
  filesRef,
}: {
  challengeId: string;
  filesRef: RefObject<RunnerFile[]>;
}) => {
  const { t } = useTranslation('challenges');
  const { showFlash } = useFlash();
  const { user } = useSessionUser();
  const queryClient = useQueryClient();
  const signedIn = Boolean(user);
  return useCallback(
    async ({ announce }: { announce: boolean }) => {
      const files = filesRef.current;
      const keptHere = saveCode(challengeId, files);
      if (!keptHere) showFlash({ type: 'warning', message: t('flash.local-code-save-error') });
      if (!announce) return;
      if (!signedIn) {
        if (keptHere) showFlash({ type: 'success', message: t('flash.code-saved') });
        return;
      }
      const outcome = await saveChallengeOnServer({ id: challengeId, files });
      if (!outcome.ok) {
        showFlash({ type: outcome.flash.type, message: outcome.flash.message });
        return;
      }
      showFlash({ type: 'success', message: outcome.message });
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
    },
    [challengeId, filesRef, queryClient, showFlash, signedIn, t],
  );
};
