// "Já paguei: verificar pagamento" (docs/product/curriculum-and-access.md, issue 17), wherever a
// limited learner is told how to unlock the course (the trial notice of /learn, the limitedAccess
// modal). PUT /register-payment-user: a confirmed payment opens verifyPaidCourse, then
// congratsCompleteAccess, and the session user is read again (complete access); payment-not-confirm
// shows its flash and opens the provider's page in a new tab; any failure shows the API's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PutRegisterPaymentUserResponse } from '@escola/contracts/put-register-payment-user';
import {
  REGISTER_PAYMENT_USER_PATH,
  isPaymentNotConfirmed,
} from '@escola/contracts/register-payment-user-call';
import { useFlash } from '../../lib/flash';
import { HttpError, http } from '../../lib/http';
import { useModal } from '../../lib/modal-manager';
import { SCHOOL_PRODUCT } from '../../lib/school-product';
import { SESSION_USER_QUERY_KEY } from '../../lib/session-user';
import { Button, type ButtonVariant } from '../ui/button';
import { CongratsCompleteAccessModal } from './congrats-complete-access-modal';
import { VerifyPaidCourseModal } from './verify-paid-course-modal';

const verifyPayment = () =>
  http.put<PutRegisterPaymentUserResponse>(REGISTER_PAYMENT_USER_PATH, {
    product: SCHOOL_PRODUCT,
  });

export const VerifyPaymentButton = ({ variant = 'secondary' }: { variant?: ButtonVariant }) => {
  const { t } = useTranslation('enrolment');
  const { showFlash } = useFlash();
  const { openModal } = useModal();
  const queryClient = useQueryClient();

  const showCongrats = () =>
    openModal({
      id: 'congratsCompleteAccess',
      render: (close) => <CongratsCompleteAccessModal onClose={close} />,
    });

  const verify = useMutation({
    mutationFn: verifyPayment,
    onSuccess: (answer) => {
      if (isPaymentNotConfirmed(answer)) {
        showFlash({ type: answer.type, message: answer.message });
        if (answer.checkoutUrl) window.open(answer.checkoutUrl, '_blank', 'noopener');
        return;
      }
      if (answer.alreadyComplete) {
        showFlash({ type: 'info', message: answer.message });
      } else {
        openModal({
          id: 'verifyPaidCourse',
          render: (close) => <VerifyPaidCourseModal onContinue={showCongrats} onClose={close} />,
        });
      }
      void queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
    },
    onError: (failure) => {
      const flash = failure instanceof HttpError ? failure.flash : undefined;
      showFlash({ type: flash?.type ?? 'danger', message: flash?.message ?? failure.message });
    },
  });

  return (
    <Button variant={variant} disabled={verify.isPending} onClick={() => verify.mutate()}>
      {verify.isPending ? t('payment.verifying') : t('payment.verify')}
    </Button>
  );
};
