// A certificate that cannot be shown, as a page state: a wrong code or user ("Certificado não
// encontrado."), a certificate its holder keeps private or cannot have (the API's flash message:
// certs-private, profile-private, user-not-certified, not-honest…), or a failed load with a retry.
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_NOT_FOUND_MESSAGE } from '@escola/contracts/get-certificate';
import { Button } from '../../../components/ui/button';
import { HttpError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';

const NOT_FOUND_STATUS = 404;
const isClientError = (status: number): boolean => status >= 400 && status < 500;

type Problem = 'not-found' | 'unavailable' | 'failed';

const classify = (error: Error | null): Problem => {
  if (!(error instanceof HttpError)) return 'failed';
  if (error.status === NOT_FOUND_STATUS) return 'not-found';
  return isClientError(error.status) ? 'unavailable' : 'failed';
};

export const CertificateProblem = ({
  error,
  onRetry,
}: {
  /** Null: the address cannot name a certificate (a malformed code); nothing was asked. */
  error: Error | null;
  onRetry?: () => void;
}) => {
  const { t } = useTranslation(['certificates', 'common']);
  const problem = error === null ? 'not-found' : classify(error);
  const heading =
    problem === 'not-found'
      ? CERTIFICATE_NOT_FOUND_MESSAGE
      : t(problem === 'unavailable' ? 'certificate.unavailable' : 'certificate.failed');
  useDocumentTitle(t('common:pageTitle', { title: heading }));
  const message = error instanceof HttpError ? error.flash.message : null;
  return (
    <section className="certificate-problem" aria-labelledby="certificate-problem-heading">
      <h1 id="certificate-problem-heading">{heading}</h1>
      {message && message !== CERTIFICATE_NOT_FOUND_MESSAGE ? <p role="alert">{message}</p> : null}
      {problem === 'not-found' ? <p>{t('certificate.notFoundDescription')}</p> : null}
      {problem === 'failed' && onRetry ? (
        <Button onClick={onRetry}>{t('certificate.retry')}</Button>
      ) : null}
    </section>
  );
};
