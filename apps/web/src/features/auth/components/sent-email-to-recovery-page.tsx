// /sent-email-to-recovery: tells the learner to look for the recovery link in the inbox.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

const SentEmailToRecoveryPage = () => {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('sentEmailToRecovery.title') }));
  return (
    <section className="form-page">
      <h1>{t('sentEmailToRecovery.title')}</h1>
      <p>{t('sentEmailToRecovery.description')}</p>
      <p>{t('sentEmailToRecovery.spam')}</p>
      <p className="form-page__links">
        <Link to="/forgot-password">{t('sentEmailToRecovery.tryAgain')}</Link>
        <Link to="/sign-in">{t('forgotPassword.backToSignIn')}</Link>
      </p>
    </section>
  );
};

export default SentEmailToRecoveryPage;
