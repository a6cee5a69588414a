// Header of the default layout: logo, and for a signed-in user the free-trial tag (a link to the
// trial's explanation on /learn), the messages button, first name, points badge and user menu; for a
// visitor the sign-in link.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getLearnerMenuItems, showsFreeTrialTag } from '@escola/domain/learner-menu';
import { getLogoTarget } from '@escola/domain/page-layout';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { ButtonLink } from '../../../components/ui/button-link';
import { Logo } from '../../../components/ui/logo';
import { FREE_TRIAL_EXPLANATION_PATH } from '../../../lib/free-trial-anchor';
import { getFirstName } from '../../../lib/session-user';
import { PointsBadge } from './points-badge';
import { UserMenu } from './user-menu';

export const SiteHeader = ({
  user,
  messages = null,
}: {
  user: SessionUser | null;
  /** The messages button of a signed-in user (the messages feature's, given by the layout). */
  messages?: ReactNode;
}) => {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <Link className="site-header__logo" to={getLogoTarget(pathname)} aria-label={t('logo')}>
        <Logo label={t('common:appName')} />
      </Link>
      <div className="site-header__end">
        {user ? (
          <>
            {showsFreeTrialTag(user) ? (
              // The tag explains itself: it leads to the trial notice of /learn.
              <Link className="tag tag--link" to={FREE_TRIAL_EXPLANATION_PATH}>
                {t('freeTrial')}
                <span className="visually-hidden">{t('freeTrialExplained')}</span>
              </Link>
            ) : null}
            {messages}
            <PointsBadge points={user.points} />
            <UserMenu firstName={getFirstName(user)} items={getLearnerMenuItems(user)} />
          </>
        ) : (
          <ButtonLink to="/sign-in" variant="secondary">
            {t('signIn')}
          </ButtonLink>
        )}
      </div>
    </header>
  );
};
