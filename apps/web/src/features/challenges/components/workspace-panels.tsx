// The workspace from 768 px: instructions, editor and results side by side (for a page, the results
// over its preview), in panes the learner resizes by dragging or with the keyboard (the separators
// take the arrow keys, Home and End), as in the workspaces learners know. The sizes are kept in
// this browser, one layout for challenges with a preview and one for those without: a learner who
// widened the editor finds it wide on the next challenge too. Each pane scrolls inside; the page
// itself fits the window (challenges.css). A browser without ResizeObserver (which the panes
// need to follow the window) gets the same panes side by side at fixed sizes.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { layoutStorage } from '../lib/layout-storage';

/** Layout names in this browser's storage (the library prefixes them). */
export const PANEL_LAYOUT_IDS = {
  withPreview: 'escola:paineis:com-visualizacao',
  withoutPreview: 'escola:paineis:sem-visualizacao',
  resultsAndPreview: 'escola:paineis:resultados-e-visualizacao',
} as const;

const COLUMNS = ['painel-instrucoes', 'painel-codigo', 'painel-resultados'];
const ROWS = ['painel-console', 'painel-visualizacao'];

export const WorkspacePanels = ({
  instructions,
  code,
  results,
  preview,
}: {
  instructions: ReactNode;
  code: ReactNode;
  results: ReactNode;
  /** The page the code makes, under the results; null for a challenge without one. */
  preview: ReactNode | null;
}) => {
  const { t } = useTranslation('challenges');
  const hasPreview = preview !== null;
  const canResize = typeof window.ResizeObserver === 'function';
  const columns = useDefaultLayout({
    id: hasPreview ? PANEL_LAYOUT_IDS.withPreview : PANEL_LAYOUT_IDS.withoutPreview,
    panelIds: COLUMNS,
    storage: layoutStorage,
    onlySaveAfterUserInteractions: true,
  });
  const rows = useDefaultLayout({
    id: PANEL_LAYOUT_IDS.resultsAndPreview,
    panelIds: ROWS,
    storage: layoutStorage,
    onlySaveAfterUserInteractions: true,
  });
  if (!canResize) {
    return (
      <div className="workspace-panels workspace-panels--fixed">
        {instructions}
        {code}
        <div className="workspace-panels__column">
          {results}
          {preview}
        </div>
      </div>
    );
  }
  return (
    <Group
      orientation="horizontal"
      className="workspace-panels"
      defaultLayout={columns.defaultLayout}
      onLayoutChanged={columns.onLayoutChanged}
    >
      <Panel id={COLUMNS[0]} defaultSize="28%" minSize="12rem" className="workspace-panels__panel">
        {instructions}
      </Panel>
      <Separator
        className="workspace-panels__separator"
        aria-label={t('workspace.resize.instructionsAndCode')}
      />
      <Panel id={COLUMNS[1]} defaultSize="40%" minSize="17rem" className="workspace-panels__panel">
        {code}
      </Panel>
      <Separator
        className="workspace-panels__separator"
        aria-label={t('workspace.resize.codeAndResults')}
      />
      <Panel id={COLUMNS[2]} defaultSize="32%" minSize="12rem" className="workspace-panels__panel">
        {hasPreview ? (
          <Group
            orientation="vertical"
            className="workspace-panels"
            defaultLayout={rows.defaultLayout}
            onLayoutChanged={rows.onLayoutChanged}
          >
            <Panel
              id={ROWS[0]}
              defaultSize="50%"
              minSize="7rem"
              className="workspace-panels__panel"
            >
              {results}
            </Panel>
            <Separator
              className="workspace-panels__separator workspace-panels__separator--row"
              aria-label={t('workspace.resize.resultsAndPreview')}
            />
            <Panel id={ROWS[1]} minSize="7rem" className="workspace-panels__panel">
              {preview}
            </Panel>
          </Group>
        ) : (
          results
        )}
      </Panel>
    </Group>
  );
};
