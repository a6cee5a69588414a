// /unsubscribed/{token} (spec page "unsubscribed", issue 20): the link at the foot of every campaign
// e-mail. Records the choice at once and confirms it; the learner can undo it in their settings.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribe } from '../hooks/use-unsubscribe';

const UnsubscribedPage = () => {
  const { t } = useTranslation(['pages', 'common']);
  const token = useParams()['*'] ?? '';
  const { status, error } = useUnsubscribe(token);
  useDocumentTitle(t('common:pageTitle', { title: t('unsubscribed.title') }));

  const message =
    token === ''
      ? t('unsubscribed.noLink')
      : status === 'success'
        ? t('unsubscribed.done')
        : status === 'error'
          ? error instanceof HttpError
            ? error.flash.message
            : t('unsubscribed.failed')
          : t('unsubscribed.pending');

  return (
    <section className="form-page">
      <h1>{t('unsubscribed.title')}</h1>
      <p role="status">{message}</p>
      <p>{t('unsubscribed.undo')}</p>
      <p className="form-page__links">
        <Link to="/settings">{t('unsubscribed.settingsLink')}</Link>
        <Link to="/learn">{t('unsubscribed.learnLink')}</Link>
      </p>
    </section>
  );
};

export default UnsubscribedPage;
