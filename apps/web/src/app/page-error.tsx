import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

export const PageError = () => {
  const { t } = useTranslation();
  return (
    <section className="titled-page" role="alert">
      <h1>{t('pageError.title')}</h1>
      <p>{t('pageError.description')}</p>
      <Button onClick={() => window.location.reload()}>{t('pageError.reload')}</Button>
    </section>
  );
};
