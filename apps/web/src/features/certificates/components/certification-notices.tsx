// What stands between a learner and a certificate on /certification, said before they try: a
// visitor signs in; a learner without a full name adds one (the spec's add-name); one who has not
// accepted the honesty pledge accepts it. The API refuses the claim in those cases anyway
// (name-needed, honest-first).
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@escola/contracts/get-session-user';

/** Where /settings asks for the name (About section) and the honesty pledge. */
export const SETTINGS_NAME_PATH = '/settings#sobre-voce';
export const SETTINGS_HONESTY_PATH = '/settings#honestidade';

const Notice = ({ children }: { children: ReactNode }) => (
  <div className="certification-notice">
    <Info aria-hidden="true" size={20} className="certification-notice__icon" />
    <p>{children}</p>
  </div>
);

export const CertificationNotices = ({ user }: { user: SessionUser | null }) => {
  const { t } = useTranslation('certificates');
  if (!user) {
    return (
      <Notice>
        {t('certification.signIn')} <Link to="/sign-in">{t('certification.signInLink')}</Link>
      </Notice>
    );
  }
  return (
    <>
      {user.name.trim() === '' ? (
        <Notice>
          {t('certification.addName')}{' '}
          <Link to={SETTINGS_NAME_PATH}>{t('certification.addNameLink')}</Link>
        </Notice>
      ) : null}
      {user.isHonest ? null : (
        <Notice>
          {t('certification.honesty')}{' '}
          <Link to={SETTINGS_HONESTY_PATH}>{t('certification.honestyLink')}</Link>
        </Notice>
      )}
    </>
  );
};
