// Tab 2: the editor — one tab per file (editor order), the open file's editor (lazy chunk), how to
// leave it with the keyboard, then "Executar os testes" (right after the editor in the Tab order),
// "Recomeçar" and the attempts. When characters code may not hold (NUL, half a surrogate pair) were
// removed — from what the learner typed, pasted or dropped, or from the saved code the challenge
// opened with — a flash says why.
import { Suspense, lazy, useCallback, useEffect, useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFlash } from '../../../lib/flash';
import type { useWorkspaceFiles } from '../hooks/use-workspace-files';
import type { ChallengeContent } from '../lib/challenge-content';
import { getBoundariesForContents } from '../lib/region-boundaries';
import type { CodeEditorHandle } from './code-editor';
import { TabList } from './tab-list';

const CodeEditor = lazy(() => import('./code-editor'));

export const EditorPane = ({
  challenge,
  workspaceFiles,
  editorRef,
  isRunning,
  attempts,
  onRun,
  onSave,
  onReset,
}: {
  challenge: ChallengeContent;
  workspaceFiles: ReturnType<typeof useWorkspaceFiles>;
  editorRef: RefObject<CodeEditorHandle | null>;
  isRunning: boolean;
  attempts: number;
  onRun: () => void;
  onSave: () => void;
  onReset: () => void;
}) => {
  const { t } = useTranslation('challenges');
  const baseId = useId();
  const { showFlash } = useFlash();
  const { files, active, setActiveKey, updateFile, resetCount, removedUnsafeCharacters } =
    workspaceFiles;
  const explainRemovedCharacters = useCallback(
    () => showFlash({ type: 'warning', message: t('flash.unsafe-characters-removed') }),
    [showFlash, t],
  );
  useEffect(() => {
    if (removedUnsafeCharacters)
      showFlash({ type: 'warning', message: t('flash.unsafe-characters-removed-on-open') });
  }, [removedUnsafeCharacters, showFlash, t]);
  const hasFileTabs = files.length > 1;
  const fileTabs = files.map((file) => ({
    id: file.fileKey,
    label: `${file.name}.${file.ext}`,
    tabId: `${baseId}-file-${file.fileKey}`,
    panelId: `${baseId}-editor`,
  }));
  const seedOfActive = challenge.files.find((file) => file.fileKey === active?.fileKey);

  return (
    <>
      <h2>{t('workspace.editor')}</h2>
      {hasFileTabs && active ? (
        <TabList
          label={t('workspace.files')}
          tabs={fileTabs}
          selected={active.fileKey}
          onSelect={setActiveKey}
          className="code-workspace__tabs code-workspace__file-tabs"
        />
      ) : null}
      <div
        id={`${baseId}-editor`}
        {...(hasFileTabs && active
          ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-file-${active.fileKey}` }
          : {})}
      >
        {active ? (
          <Suspense fallback={<p role="status">{t('workspace.loadingEditor')}</p>}>
            <CodeEditor
              key={`${active.fileKey}-${resetCount}`}
              ext={active.ext}
              label={t('workspace.editorLabel', { file: `${active.name}.${active.ext}` })}
              initialContents={active.contents}
              editableRegionBoundaries={
                seedOfActive
                  ? getBoundariesForContents({
                      boundaries: seedOfActive.editableRegionBoundaries,
                      seedContents: seedOfActive.contents,
                      contents: active.contents,
                    })
                  : []
              }
              onChange={(contents) => updateFile(active.fileKey, contents)}
              onRun={onRun}
              onSave={onSave}
              onUnsafeCharactersRemoved={explainRemovedCharacters}
              editorRef={editorRef}
            />
          </Suspense>
        ) : null}
      </div>
      <p className="code-workspace__hint">{t('workspace.keyboardHint')}</p>
      <div className="code-workspace__actions">
        <Button onClick={onRun} disabled={isRunning}>
          {isRunning ? t('workspace.running') : t('workspace.run')}
        </Button>
        <Button variant="secondary" onClick={onReset}>
          {t('workspace.reset')}
        </Button>
        <span className="code-workspace__attempts">
          {t('workspace.attempts', { count: attempts })}
        </span>
      </div>
    </>
  );
};
