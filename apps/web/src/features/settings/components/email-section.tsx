// Settings "E-mail": the current address, whether it is confirmed (with a button that sends the
// link again) and the way to change it (/update-email).
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { resendVerificationEmail } from '../api/email-change';

export const UPDATE_EMAIL_PAGE_PATH = '/update-email';

export const EmailSection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const { showFlash } = useFlash();
  const resend = useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: (flash) => showFlash({ type: flash.type, message: flash.message }),
    onError: (error) => {
      if (error instanceof HttpError) {
        showFlash({ type: error.flash.type, message: error.flash.message });
      }
    },
  });

  return (
    <section className="settings-section">
      <h2>{t('emailChange.sectionTitle')}</h2>
      <p>
        {t('emailChange.current', { email: user.email })}{' '}
        <strong>
          {user.emailVerified ? t('emailChange.verified') : t('emailChange.unverified')}
        </strong>
      </p>
      {user.emailVerified ? null : (
        <div role="note" className="settings-section__description">
          <p>{t('emailChange.unverifiedNotice')}</p>
          <Button
            variant="secondary"
            onClick={() => resend.mutate()}
            disabled={resend.isPending || resend.isSuccess}
          >
            {resend.isPending ? t('emailChange.resending') : t('emailChange.resend')}
          </Button>
        </div>
      )}
      <p className="settings-section__description">
        {user.hasPassword ? t('emailChange.howTo') : t('emailChange.needsPasswordHere')}
      </p>
      {user.hasPassword ? (
        <ButtonLink to={UPDATE_EMAIL_PAGE_PATH}>{t('emailChange.open')}</ButtonLink>
      ) : null}
    </section>
  );
};
