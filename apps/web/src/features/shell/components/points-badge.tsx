import { Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const PointsBadge = ({ points }: { points: number }) => {
  const { t } = useTranslation('shell');
  return (
    <span className="points-badge" title={t('points', { count: points })}>
      <Gem aria-hidden="true" size={18} />
      <span aria-hidden="true">{points}</span>
      <span className="visually-hidden">{t('points', { count: points })}</span>
    </span>
  );
};
