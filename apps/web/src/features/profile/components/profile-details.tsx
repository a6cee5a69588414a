// The parts of a public profile its owner chose to show.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@escola/contracts/get-public-profile';
import { DEFAULT_AVATAR_PICTURE, showsDefaultAvatar } from '@escola/domain/avatar';
import { ProfileCertificates } from './profile-certificates';

const SOCIAL_KEYS = ['githubProfile', 'linkedin', 'twitter', 'website'] as const;

export const ProfileDetails = ({ profile }: { profile: PublicProfile }) => {
  const { t } = useTranslation('profile');
  const [failedToLoad, setFailedToLoad] = useState(false);
  const socials = SOCIAL_KEYS.filter((key) => profile.socials?.[key]);
  return (
    <>
      {profile.picture === undefined ? null : (
        <img
          className="profile-avatar"
          src={
            showsDefaultAvatar({ picture: profile.picture, failedToLoad })
              ? DEFAULT_AVATAR_PICTURE
              : profile.picture
          }
          alt={t('avatarAlt', { username: profile.username })}
          width={96}
          height={96}
          onError={() => setFailedToLoad(true)}
        />
      )}
      {profile.name ? <p className="profile-name">{profile.name}</p> : null}
      {profile.location ? (
        <p>
          {t('location')}: {profile.location}
        </p>
      ) : null}
      {profile.points === undefined ? null : <p>{t('points', { count: profile.points })}</p>}
      {profile.about ? (
        <section>
          <h2>{t('about')}</h2>
          <p>{profile.about}</p>
        </section>
      ) : null}
      {socials.length > 0 ? (
        <section>
          <h2>{t('links')}</h2>
          <ul>
            {socials.map((key) => (
              <li key={key}>
                <a href={profile.socials?.[key]} rel="noopener noreferrer nofollow">
                  {t(`socials.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {profile.portfolio && profile.portfolio.length > 0 ? (
        <section>
          <h2>{t('portfolio')}</h2>
          <ul>
            {profile.portfolio.map((item) => (
              <li key={item.id}>
                <a href={item.url} rel="noopener noreferrer nofollow">
                  {item.title}
                </a>
                {item.description ? <p>{item.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {profile.certificates ? <ProfileCertificates certificates={profile.certificates} /> : null}
    </>
  );
};
