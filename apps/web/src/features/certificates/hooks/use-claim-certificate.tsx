// Claiming a certification: the answer's message as a toast; a granted claim marks the
// certification held on the session user (its is…Cert flag) and opens the concludedCertificate
// modal; a refusal (incomplete-steps, name-needed, honest-first…) shows its message only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { CERT_FLAGS } from '@escola/domain/certifications';
import { isCertSlug } from '@escola/domain/certificate-records';
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { track } from '../../../lib/analytics';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { useModal } from '../../../lib/modal-manager';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { claimCertificate } from '../api/claim-certificate';
import { MY_CERTIFICATES_QUERY_KEY } from '../api/get-certificate';
import { ConcludedCertificateModal } from '../components/concluded-certificate-modal';

export const useClaimCertificate = () => {
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const { openModal } = useModal();
  return useMutation({
    mutationFn: claimCertificate,
    onSuccess: (answer) => {
      showFlash({ type: answer.type, message: answer.message });
      const { certificate } = answer;
      if (isCertSlug(certificate.certSlug)) {
        const flag = CERT_FLAGS[certificate.certSlug];
        queryClient.setQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY, (user) =>
          user ? { ...user, [flag]: true } : user,
        );
      }
      void queryClient.invalidateQueries({ queryKey: MY_CERTIFICATES_QUERY_KEY });
      // already-claimed answers 200 too, with its own (non-success) message: no congratulation.
      if (answer.type !== 'success') return;
      track('certificate_claimed', { certification: certificate.certSlug });
      openModal({
        id: 'concludedCertificate',
        render: (close) => <ConcludedCertificateModal certificate={certificate} onClose={close} />,
      });
    },
    onError: (error) =>
      showFlash(
        error instanceof HttpError
          ? { type: error.flash.type, message: error.flash.message }
          : { type: 'danger', message: UNEXPECTED_ERROR_MESSAGE },
      ),
  });
};
