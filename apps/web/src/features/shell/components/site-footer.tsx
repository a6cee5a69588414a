import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS } from '../../../lib/contact';

export const SiteFooter = () => {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.social')}>
        <ul className="site-footer__links">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.key}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {t(`footer.${link.key}`)}
                <span className="visually-hidden"> {t('common:newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__note">{t('footer.copyright')}</p>
    </footer>
  );
};
