// /update-email (spec page "update-email"): the current address and the e-mail change form.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UpdateEmailForm } from './update-email-form';

const UpdateEmailPage = () => {
  const { t } = useTranslation(['settings', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('emailChange.title') }));
  const { user } = useSessionUser();
  // The route is wrapped in RequireSignIn: a visitor never gets here.
  if (!user) return null;
  return (
    <section className="form-page">
      <h1>{t('emailChange.title')}</h1>
      <p>{t('emailChange.current', { email: user.email })}</p>
      <p>{t('emailChange.description')}</p>
      <UpdateEmailForm user={user} />
      <p className="form-page__links">
        <Link to="/settings">{t('emailChange.backToSettings')}</Link>
      </p>
    </section>
  );
};

export default UpdateEmailPage;
