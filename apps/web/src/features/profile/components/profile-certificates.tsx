// The certificates a public profile shows (when its owner's privacy settings allow it): each one
// links to its certificate page.
import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicProfile } from '@escola/contracts/get-public-profile';

export const ProfileCertificates = ({
  certificates,
}: {
  certificates: NonNullable<PublicProfile['certificates']>;
}) => {
  const { t } = useTranslation('profile');
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="profile-certificates-heading">
      <h2 id="profile-certificates-heading">{t('certificates')}</h2>
      <ul className="profile-certificates">
        {certificates.map((certificate) => (
          <li key={certificate.certSlug} className="profile-certificates__item">
            <Award aria-hidden="true" size={18} className="profile-certificates__icon" />
            <Link to={certificate.url}>{certificate.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
