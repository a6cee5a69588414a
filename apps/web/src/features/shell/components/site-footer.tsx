import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/ui/external-link';
import { openCookiePreferences } from '../../../lib/analytics';
import { SOCIAL_LINKS } from '../../../lib/contact';
import { useFeatures } from '../../../lib/features';

export const SiteFooter = () => {
  const { t } = useTranslation('shell');
  // The analytics consent can be changed at any time, where a tag manager is configured (issue 19).
  const tagManagerId = useFeatures().data?.tagManagerId;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.social')}>
        <ul className="site-footer__links">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.key}>
              <ExternalLink href={link.href}>{t(`footer.${link.key}`)}</ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__note">{t('footer.copyright')}</p>
      {tagManagerId ? (
        <button type="button" className="site-footer__cookies" onClick={openCookiePreferences}>
          {t('footer.cookiePreferences')}
        </button>
      ) : null}
    </footer>
  );
};
