// /verification-email?token=…: the link of the verification e-mail; confirms the address on arrival.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HttpError } from '../../../lib/http';
import { useConfirmVerificationEmail } from '../hooks/use-confirm-verification-email';

const VerificationEmailPage = () => {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('verificationEmail.title') }));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirmation = useConfirmVerificationEmail(token);

  const status = (() => {
    if (!token) return t('verificationEmail.missingToken');
    if (confirmation.isSuccess) return t('verificationEmail.confirmed');
    if (confirmation.isError) {
      return confirmation.error instanceof HttpError
        ? confirmation.error.flash.message
        : t('verificationEmail.failed');
    }
    return t('verificationEmail.confirming');
  })();

  return (
    <section className="form-page">
      <h1>{t('verificationEmail.title')}</h1>
      <p role="status">{status}</p>
      <p className="form-page__links">
        <Link to="/learn">{t('verificationEmail.goToLearn')}</Link>
      </p>
    </section>
  );
};

export default VerificationEmailPage;
