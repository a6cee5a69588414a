// /user/:username — the public profile, as its owner's privacy settings allow.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HttpError } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicProfile } from '../api/get-public-profile';
import { ProfileDetails } from './profile-details';
import { ReportUserButton } from './report-user-button';
import './profile.css';

const PublicProfilePage = () => {
  const { t } = useTranslation(['profile', 'common']);
  const username = useParams().username ?? '';
  const title = t('title', { username });
  useDocumentTitle(t('common:pageTitle', { title }));
  const query = usePublicProfile(username);
  return (
    <section className="form-page">
      <h1>{title}</h1>
      {query.isPending ? <p role="status">{t('loading')}</p> : null}
      {query.isError ? (
        <p role="alert">
          {query.error instanceof HttpError ? query.error.flash.message : query.error.message}
        </p>
      ) : null}
      {query.data?.isLocked ? <p>{t('private')}</p> : null}
      {query.data && !query.data.isLocked ? <ProfileDetails profile={query.data} /> : null}
      {query.data ? <ReportUserButton username={query.data.username} /> : null}
    </section>
  );
};

export default PublicProfilePage;
