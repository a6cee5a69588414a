// The living catalogue at /design: the design tokens and every interface component with its
// states, in both themes. Lazy and not linked from the app, so it adds nothing to other pages.
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BasicComponentSections } from './basic-component-sections';
import { DataTableSection } from './data-table-section';
import { FormSections } from './form-sections';
import { OverlaySections } from './overlay-sections';
import { ThemeChoice } from './theme-choice';
import { TokenSections } from './token-sections';
import './design.css';

const SECTION_LINKS = [
  { id: 'cores', key: 'colors' },
  { id: 'tipografia', key: 'typography' },
  { id: 'espacamentos', key: 'spacers' },
  { id: 'cantos', key: 'radii' },
  { id: 'sombras', key: 'shadows' },
  { id: 'movimento', key: 'motion' },
  { id: 'botoes', key: 'buttons' },
  { id: 'notificacoes', key: 'feedback' },
  { id: 'sobreposicoes', key: 'overlays' },
  { id: 'abas', key: 'navigation' },
  { id: 'formularios', key: 'forms' },
  { id: 'tabela', key: 'dataTable' },
] as const;

const DesignPage = () => {
  const { t } = useTranslation(['design', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  return (
    <div className="design-page">
      <header className="design-page__header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <ThemeChoice />
        <nav aria-label={t('sectionsNav')}>
          <ul className="design-page__links">
            {SECTION_LINKS.map(({ id, key }) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`sections.${key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <TokenSections />
      <BasicComponentSections />
      <OverlaySections />
      <FormSections />
      <DataTableSection />
    </div>
  );
};

export default DesignPage;
