import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/ui/external-link';
import { SOCIAL_LINKS } from '../../../lib/contact';

export const SiteFooter = () => {
  const { t } = useTranslation('shell');
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
    </footer>
  );
};
