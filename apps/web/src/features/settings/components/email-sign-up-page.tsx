// /email-sign-up: the terms of use and privacy acceptance, with the e-mail consent question; then
// /learn. A user who already accepted goes straight to /learn.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AFTER_PRIVACY_TERMS_PATH } from '@escola/contracts/put-update-privacy-terms';
import { Button } from '../../../components/ui/button';
import { useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcceptPrivacyTerms } from '../hooks/use-accept-privacy-terms';
import './settings.css';

const EmailSignUpPage = () => {
  const { t } = useTranslation(['settings', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('emailSignUp.title') }));
  const { user } = useSessionUser();
  const accept = useAcceptPrivacyTerms();
  if (user?.acceptedPrivacyTerms && !accept.isPending && !accept.isSuccess) {
    return <Navigate to={AFTER_PRIVACY_TERMS_PATH} replace />;
  }
  const terms = t('emailSignUp.terms', { returnObjects: true });
  return (
    <section className="settings-page">
      <h1>{t('emailSignUp.title')}</h1>
      <p>{t('emailSignUp.intro')}</p>
      <ul>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p>{t('emailSignUp.question')}</p>
      <div className="settings-actions">
        <Button disabled={accept.isPending} onClick={() => accept.mutate({ quincyEmails: true })}>
          {t('emailSignUp.acceptWithEmails')}
        </Button>
        <Button
          variant="secondary"
          disabled={accept.isPending}
          onClick={() => accept.mutate({ quincyEmails: false })}
        >
          {t('emailSignUp.acceptWithoutEmails')}
        </Button>
      </div>
      {accept.isPending ? <p role="status">{t('emailSignUp.saving')}</p> : null}
    </section>
  );
};

export default EmailSignUpPage;
