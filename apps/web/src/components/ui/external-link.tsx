// A link that opens another site in a new tab, and says so to screen readers.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const ExternalLink = ({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation('common');
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
};
