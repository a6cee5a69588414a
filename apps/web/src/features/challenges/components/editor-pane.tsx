// Tab 2: the editor — one tab per file (editor order), the open file's editor (lazy chunk), how to
// leave it with the keyboard, then "Executar os testes" (right after the editor in the Tab order),
// "Recomeçar" and the attempts. When characters code may not hold (NUL, half a surrogate pair) were
// removed — from what the learner typed, pasted or dropped, or from the saved code the challenge
// opened with — a flash says why. When the last run found a syntax error, the editor of its file
// marks the line and a short note under the editor says where (politely announced), until the
// next edit; what is wrong is said in the results and the console.
import { useCallback, useEffect, useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFlash } from '../../../lib/flash';
import { useCodeEditorComponent } from '../hooks/use-code-editor-component';
import type { useWorkspaceFiles } from '../hooks/use-workspace-files';
import type { MarkedProblem } from '../lib/build-problem';
import type { ChallengeContent } from '../lib/challenge-content';
import { getBoundariesForContents } from '../lib/region-boundaries';
import type { CodeEditorHandle } from './code-editor';
import { TabList } from './tab-list';

export const EditorPane = ({
  challenge,
  workspaceFiles,
  editorRef,
  isRunning,
  attempts,
  problem,
  onRun,
  onSave,
  onReset,
  onEditorReady,
}: {
  challenge: ChallengeContent;
  workspaceFiles: ReturnType<typeof useWorkspaceFiles>;
  editorRef: RefObject<CodeEditorHandle | null>;
  isRunning: boolean;
  attempts: number;
  /** The syntax error the last run found, if it named a line. */
  problem: MarkedProblem | null;
  onRun: () => void;
  onSave: () => void;
  onReset: () => void;
  /** The editor is on the page (the workspace then starts the runner). */
  onEditorReady: () => void;
}) => {
  const { t } = useTranslation('challenges');
  const baseId = useId();
  const { showFlash } = useFlash();
  const { files, active, setActiveKey, updateFile, resetCount, removedUnsafeCharacters } =
    workspaceFiles;
  const { load, retry } = useCodeEditorComponent(files.map((file) => file.ext));
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
  const problemFile = files.find((file) => file.fileKey === problem?.fileKey);

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
        className="code-workspace__editor"
        {...(hasFileTabs && active
          ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-file-${active.fileKey}` }
          : {})}
      >
        {active && load.kind === 'ready' ? (
          <load.Editor
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
            problem={problem?.fileKey === active.fileKey ? problem : null}
            onChange={(contents) => updateFile(active.fileKey, contents)}
            onRun={onRun}
            onSave={onSave}
            onUnsafeCharactersRemoved={explainRemovedCharacters}
            onReady={onEditorReady}
            editorRef={editorRef}
          />
        ) : null}
        {active && load.kind === 'loading' ? (
          <p role="status">{t('workspace.loadingEditor')}</p>
        ) : null}
        {active && load.kind === 'failed' ? (
          <div role="alert" className="code-workspace__load-error">
            <p>{t('workspace.editorLoadError')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
      </div>
      <div role="status" className="code-workspace__problem">
        {problem ? (
          <p>
            {hasFileTabs && problemFile
              ? t('workspace.syntaxErrorInFile', {
                  line: problem.line,
                  file: `${problemFile.name}.${problemFile.ext}`,
                })
              : t('workspace.syntaxError', { line: problem.line })}
          </p>
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
