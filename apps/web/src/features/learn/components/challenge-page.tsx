// /learn/:superBlock/:block/:challenge — the challenge page (the editor comes in a later issue).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TitledPage } from '../../../components/ui/titled-page';
import { useDocumentTitle } from '../../../lib/use-document-title';

const ChallengePage = () => {
  const { t } = useTranslation(['pages', 'common']);
  const { challenge = '' } = useParams();
  const title = `${t('challenge.title')}: ${challenge}`;
  useDocumentTitle(t('common:pageTitle', { title }));
  return <TitledPage title={title} description={t('challenge.description')} />;
};

export default ChallengePage;
