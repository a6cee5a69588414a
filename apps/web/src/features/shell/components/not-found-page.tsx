// The 404 page of docs/product/README.md: heading, a quote line, the logo and a button to /learn,
// with the brand's 404 illustration.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { NotFoundIllustration } from '../../../components/ui/illustrations/not-found-illustration';
import { Logo } from '../../../components/ui/logo';
import { useDocumentTitle } from '../../../lib/use-document-title';

const NotFoundPage = () => {
  const { t } = useTranslation(['shell', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('notFound.title') }));
  return (
    <section className="not-found">
      <Logo label={t('common:appName')} />
      <NotFoundIllustration className="not-found__illustration" />
      <h1>{t('notFound.heading')}</h1>
      <blockquote className="not-found__quote">
        <p>{t('notFound.quote')}</p>
      </blockquote>
      <ButtonLink to="/learn">{t('notFound.button')}</ButtonLink>
    </section>
  );
};

export default NotFoundPage;
