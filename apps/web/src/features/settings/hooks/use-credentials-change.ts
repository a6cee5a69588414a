// A credentials change of the settings (e-mail change, password creation): two calls that must
// both succeed (spec: the change and the password check), then the change's success message with a
// sign-out notice and, after SIGN_OUT_AFTER_CREDENTIALS_CHANGE_MS, sign-out. A failure of either
// shows its flash and nothing else happens.
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Flash } from '@escola/contracts/flash';
import { SIGNOUT_PATH } from '@escola/contracts/get-signout';
import { SIGN_OUT_AFTER_CREDENTIALS_CHANGE_MS } from '@escola/domain/constants';
import { useFlash } from '../../../lib/flash';
import { fullNavigation } from '../../../lib/full-navigation';
import { HttpError } from '../../../lib/http';

export const useCredentialsChange = <Values>({
  steps,
  changeStep,
  signOutNotice,
}: {
  /** Run in order; each starts only when the previous one succeeded. */
  steps: ((values: Values) => Promise<Flash>)[];
  /** The index of the step whose success message is shown (the change itself). */
  changeStep: number;
  signOutNotice: string;
}) => {
  const { showFlash } = useFlash();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMutation({
    mutationFn: async (values: Values) => {
      const answers: Flash[] = [];
      for (const step of steps) answers.push(await step(values));
      return answers;
    },
    onSuccess: (answers) => {
      const message = answers[changeStep]?.message ?? '';
      showFlash({ type: 'success', message: `${message} ${signOutNotice}`, dismissible: false });
      timer.current = setTimeout(
        () => fullNavigation.assign(SIGNOUT_PATH),
        SIGN_OUT_AFTER_CREDENTIALS_CHANGE_MS,
      );
    },
    onError: (error) => {
      if (error instanceof HttpError) {
        showFlash({ type: error.flash.type, message: error.flash.message });
      }
    },
  });
};
