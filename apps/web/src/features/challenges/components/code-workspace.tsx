// The learner's loop for a code challenge with tests: read, edit, run the tests in the browser
// (the page never freezes), see each result and the console, and — all passed — the completion is
// recorded and its modal says what comes next. From 768 px up the instructions, the editor and the
// results (tests and console, over the preview for a page) sit side by side in resizable panes
// that fill the window (workspace-panels); below, one pane at a time behind tabs: a run shows
// tab 3, a reset tab 2. The runner and the preview start once the editor is on the page. A
// signed-in learner can open the AI assistant: a panel beside the panes, a sheet on small screens.
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PANE_AFTER_RESET, PANE_AFTER_RUN } from '@escola/domain/challenge-panes';
import { hasPreview } from '@escola/runner/index';
import { getNextChallengeTarget } from '@escola/domain/challenge-templates';
import { useModal } from '../../../lib/modal-manager';
import { useSessionUser } from '../../../lib/session-user';
import { useBuildProblem } from '../hooks/use-build-problem';
import { useChallengeCompletion } from '../hooks/use-challenge-completion';
import { useChallengeRunner } from '../hooks/use-challenge-runner';
import { useChallengeShortcuts } from '../hooks/use-challenge-shortcuts';
import { useCodeSave } from '../hooks/use-code-save';
import { useTestRun } from '../hooks/use-test-run';
import { useWorkspaceFiles } from '../hooks/use-workspace-files';
import { useWorkspacePanes } from '../hooks/use-workspace-panes';
import type { ChallengeContent } from '../lib/challenge-content';
import { LazyAssistantPanel } from '../assistant/lazy-assistant-panel';
import { ChallengePreview } from './challenge-preview';
import { ChallengeText } from './challenge-text';
import type { CodeEditorHandle } from './code-editor';
import { ConsolePane } from './console-pane';
import { EditorPane } from './editor-pane';
import { ResetModal } from './reset-modal';
import { ShortcutsModal } from './modals/shortcuts-modal';
import { TabList } from './tab-list';
import { TestResultList } from './test-result-list';
import { WorkspacePanels } from './workspace-panels';
import { WorkspaceTools } from './workspace-tools';

/** Runs `task` once the browser has painted the current frame. */
const afterNextPaint = (task: () => void) =>
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });

export const CodeWorkspace = ({ challenge }: { challenge: ChallengeContent }) => {
  const { t } = useTranslation('challenges');
  const { user } = useSessionUser();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const showsPreview = hasPreview(challenge.files);
  const { runner, warm } = useChallengeRunner({ hasPage: showsPreview });
  const workspaceFiles = useWorkspaceFiles(
    challenge,
    user?.savedChallenges.find((saved) => saved.id === challenge.id)?.challengeFiles ?? null,
  );
  const { filesRef } = workspaceFiles;
  const editorRef = useRef<CodeEditorHandle | null>(null);
  const panes = useWorkspacePanes({ hasPreview: showsPreview });
  const { showPane } = panes;
  const completion = useChallengeCompletion(challenge);
  const { clearNotice, complete } = completion;
  const saveCode = useCodeSave({ challengeId: challenge.id, filesRef });
  const buildProblem = useBuildProblem(filesRef);
  const [editorReady, setEditorReady] = useState(false);
  // The assistant's code loads on the first open and then stays, keeping the conversation.
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [assistantLoaded, setAssistantLoaded] = useState(false);
  const assistantPanelId = useId();
  // Called in the task that puts the editor on the page. A JavaScript challenge's workers start
  // right then (a run must work even if the connection drops as soon as the editor shows); a
  // page's test-frame host and its preview — frames the main thread builds — once the editor has
  // been painted.
  const onEditorReady = useCallback(() => {
    if (!showsPreview) warm();
    afterNextPaint(() => {
      warm();
      setEditorReady(true);
    });
  }, [showsPreview, warm]);

  // A run: the code is kept in this browser and tab 3 shows; a full pass completes the challenge.
  const onStart = useCallback(() => {
    clearNotice();
    void saveCode({ announce: false });
    showPane(PANE_AFTER_RUN);
  }, [clearNotice, saveCode, showPane]);
  const onPass = useCallback(() => complete(filesRef.current), [complete, filesRef]);
  const testRun = useTestRun({
    challenge,
    runner,
    filesRef,
    onStart,
    onResult: buildProblem.showRun,
    onPass,
  });
  const run = () => void testRun.run();

  const reset = () => {
    workspaceFiles.resetFiles();
    testRun.resetRun();
    buildProblem.clear();
    clearNotice();
    showPane(PANE_AFTER_RESET);
  };

  const extraShortcutsOn = user?.keyboardShortcuts ?? false;
  const showShortcuts = () =>
    openModal({
      id: 'shortcuts',
      render: (close) => <ShortcutsModal extraShortcutsOn={extraShortcutsOn} onClose={close} />,
    });
  useChallengeShortcuts({
    enabled: extraShortcutsOn,
    actions: {
      showShortcuts,
      focusEditor: () => {
        showPane('code');
        editorRef.current?.focus();
      },
      focusInstructions: () => {
        showPane('instructions');
        document.getElementById(panes.idsOf('instructions').panelId)?.focus();
      },
      nextChallenge: () => void navigate(getNextChallengeTarget(challenge)),
      previousChallenge: () => {
        if (challenge.prevChallengePath) void navigate(challenge.prevChallengePath);
      },
    },
  });

  const { status } = testRun;
  const { isWide } = panes;
  const tools = (
    <WorkspaceTools
      challenge={challenge}
      runner={runner}
      onShowShortcuts={showShortcuts}
      assistant={
        user
          ? {
              isOpen: assistantOpen,
              panelId: assistantPanelId,
              onOpen: () => {
                setAssistantLoaded(true);
                setAssistantOpen(true);
              },
            }
          : null
      }
    />
  );
  const assistant =
    user && assistantLoaded ? (
      <LazyAssistantPanel
        user={user}
        exerciseId={challenge.id}
        challengeTitle={challenge.title}
        descriptionHtml={`${challenge.description}\n${challenge.instructions}`}
        superBlock={challenge.superBlock}
        isOpen={assistantOpen}
        isWide={isWide}
        panelId={assistantPanelId}
        onClose={() => setAssistantOpen(false)}
        filesRef={filesRef}
        lastRun={status.kind === 'ran' ? status.result : null}
      />
    ) : null;
  const alreadyCompleted = user?.completedChallenges.some((done) => done.id === challenge.id);
  const instructions = (
    <section
      {...panes.paneProps('instructions')}
      className="code-workspace__pane code-workspace__pane--instructions"
    >
      <ChallengeText challenge={challenge} />
      {/* From 768 px the tests sit in the results pane, beside the editor. */}
      {isWide ? null : (
        <TestResultList
          tests={challenge.tests}
          result={status.kind === 'ran' ? status.result : null}
        />
      )}
    </section>
  );
  const code = (
    <section
      {...panes.paneProps('code')}
      className="code-workspace__pane code-workspace__pane--code"
    >
      <EditorPane
        challenge={challenge}
        workspaceFiles={workspaceFiles}
        editorRef={editorRef}
        isRunning={status.kind === 'running'}
        attempts={testRun.attempts}
        problem={buildProblem.problem}
        onRun={run}
        onSave={() => void saveCode({ announce: true })}
        onReset={() =>
          openModal({
            id: 'reset',
            render: (close) => <ResetModal onClose={close} onReset={reset} />,
          })
        }
        onEditorReady={onEditorReady}
      />
      {alreadyCompleted ? (
        <p className="code-workspace__already">{t('workspace.alreadyCompleted')}</p>
      ) : null}
      {isWide ? tools : null}
    </section>
  );
  const results = (
    <section
      {...panes.paneProps('console')}
      className="code-workspace__pane code-workspace__pane--console"
    >
      <ConsolePane
        tests={challenge.tests}
        testList={isWide ? 'all' : 'failed'}
        status={status}
        consoleLines={testRun.consoleLines}
        notice={completion.notice}
      />
    </section>
  );
  const preview = showsPreview ? (
    <section
      {...panes.paneProps('preview')}
      className="code-workspace__pane code-workspace__pane--preview"
    >
      <h2>{t('workspace.panes.preview')}</h2>
      <ChallengePreview
        challenge={challenge}
        files={workspaceFiles.filesRef}
        resetCount={workspaceFiles.resetCount}
        runner={runner}
        paused={!editorReady}
      />
    </section>
  ) : null;

  if (isWide) {
    return (
      <div className="code-workspace code-workspace--wide">
        <WorkspacePanels
          instructions={instructions}
          code={code}
          results={results}
          preview={preview}
        />
        {assistant}
      </div>
    );
  }
  return (
    <div
      className={`code-workspace code-workspace--tabbed${showsPreview ? ' code-workspace--with-preview' : ''}`}
    >
      <TabList
        label={t('workspace.panes.label')}
        tabs={panes.panes.map((pane) => ({
          id: pane,
          label: t(`workspace.panes.${pane}`),
          ...panes.idsOf(pane),
        }))}
        selected={panes.selected}
        onSelect={panes.setSelected}
        className="code-workspace__tabs code-workspace__pane-tabs"
      />
      {instructions}
      {code}
      {results}
      {preview}
      {/* On small screens help stays at hand whichever pane shows. */}
      {tools}
      {assistant}
    </div>
  );
};
