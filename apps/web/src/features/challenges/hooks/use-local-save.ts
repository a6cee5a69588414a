// Keeps the learner's code in this browser (spec section 4: on run or save). A failure always warns
// (flash `local-code-save-error`); a success is said (flash `code-saved`) only when the learner
// asked for the save (Ctrl/Cmd + S): a run saves silently, so its results are not drowned out.
import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunnerFile } from '@escola/runner/index';
import { useFlash } from '../../../lib/flash';
import { saveCode } from '../lib/local-code';

export const useLocalSave = ({
  challengeId,
  filesRef,
}: {
  challengeId: string;
  filesRef: RefObject<RunnerFile[]>;
}) => {
  const { t } = useTranslation('challenges');
  const { showFlash } = useFlash();
  return useCallback(
    ({ announce }: { announce: boolean }) => {
      if (!saveCode(challengeId, filesRef.current)) {
        showFlash({ type: 'warning', message: t('flash.local-code-save-error') });
      } else if (announce) {
        showFlash({ type: 'success', message: t('flash.code-saved') });
      }
    },
    [challengeId, filesRef, showFlash, t],
  );
};
