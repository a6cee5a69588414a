// The learner's loop for a JavaScript challenge: edit the code, run the tests in the browser (web
// workers: the page never freezes), see each result and the console, and — all passed — the
// completion is recorded (points go up at once) and the way on is offered. Code is kept in local
// storage on every run, restored on return, cleared on completion or reset.
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { sortEditorFiles } from '@escola/domain/editor-file-order';
import { canSubmitChallenge } from '@escola/domain/challenge-completion';
import { createRunner, type RunResult, type RunnerFile } from '@escola/runner/index';
import { Button } from '../../../components/ui/button';
import { RenderedHtml } from '../../../components/ui/rendered-html';
import { useModal } from '../../../lib/modal-manager';
import { SESSION_USER_QUERY_KEY, useSessionUser } from '../../../lib/session-user';
import { submitCompletion } from '../api/complete-challenge';
import type { ChallengeContent } from '../lib/challenge-content';
import { clearSavedCode, readSavedCode, saveCode } from '../lib/local-code';
import { NextChallengeLink } from './next-challenge-link';
import { ResetModal } from './reset-modal';

const CodeEditor = lazy(() => import('./code-editor'));

type Status =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'ran'; result: RunResult }
  | { kind: 'completed'; result: RunResult; points: number | null };

const seedFiles = (challenge: ChallengeContent): RunnerFile[] =>
  sortEditorFiles(challenge.files).map(({ fileKey, name, ext, contents }) => ({
    fileKey,
    name,
    ext,
    contents,
  }));

export const CodeWorkspace = ({ challenge }: { challenge: ChallengeContent }) => {
  const { t } = useTranslation('challenges');
  const queryClient = useQueryClient();
  const { openModal } = useModal();
  const { user } = useSessionUser();
  const runner = useMemo(() => createRunner(), []);
  useEffect(() => {
    // The worker loads now, so a run works even if the connection drops later.
    runner.warm();
    return () => runner.dispose();
  }, [runner]);

  const [files, setFiles] = useState<RunnerFile[]>(
    () => readSavedCode(challenge.id) ?? seedFiles(challenge),
  );
  const [editorKey, setEditorKey] = useState(0);
  const [activeKey, setActiveKey] = useState(files[0]?.fileKey ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [attempts, setAttempts] = useState(0);
  const [consoleLines, setConsoleLines] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const filesRef = useRef(files);
  filesRef.current = files;
  const alreadyCompleted = user?.completedChallenges.some((done) => done.id === challenge.id);

  const complete = async (result: RunResult) => {
    clearSavedCode(challenge.id);
    if (!user) {
      setStatus({ kind: 'completed', result, points: null });
      return;
    }
    setStatus({ kind: 'completed', result, points: null });
    const outcome = await submitCompletion({
      id: challenge.id,
      challengeType: challenge.challengeType,
      files: filesRef.current,
    });
    if (outcome.kind === 'completed') {
      setStatus({ kind: 'completed', result, points: outcome.answer.points });
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
      return;
    }
    // Reverted: the learner sees the failure and can run again.
    setStatus({ kind: 'ran', result });
    setNotice(outcome.kind === 'refused' ? outcome.message : t('workspace.submitFailed'));
  };

  const run = async () => {
    if (status.kind === 'running') return;
    setNotice(null);
    setConsoleLines([]);
    setStatus({ kind: 'running' });
    setAttempts((count) => count + 1);
    if (!saveCode(challenge.id, filesRef.current)) setNotice(t('workspace.localSaveError'));
    const result = await runner.runTests({
      challenge,
      files: filesRef.current,
      onConsole: (line) => setConsoleLines((lines) => [...lines, line]),
    });
    setConsoleLines(result.logs);
    if (canSubmitChallenge({ challengeType: challenge.challengeType, tests: result.tests })) {
      await complete(result);
    } else {
      setStatus({ kind: 'ran', result });
    }
  };

  const reset = () => {
    clearSavedCode(challenge.id);
    const seed = seedFiles(challenge);
    setFiles(seed);
    setActiveKey(seed[0]?.fileKey ?? '');
    setEditorKey((key) => key + 1);
    setStatus({ kind: 'idle' });
    setAttempts(0);
    setConsoleLines([]);
    setNotice(null);
  };

  const active = files.find((file) => file.fileKey === activeKey) ?? files[0];
  const seedOfActive = challenge.files.find((file) => file.fileKey === active?.fileKey);
  const result = status.kind === 'ran' || status.kind === 'completed' ? status.result : null;

  return (
    <div className="challenge-workspace code-workspace">
      <section className="challenge-section" aria-labelledby="code-workspace-editor-heading">
        <h2 id="code-workspace-editor-heading">{t('workspace.editor')}</h2>
        {files.length > 1 ? (
          <div role="tablist" aria-label={t('workspace.files')} className="code-workspace__tabs">
            {files.map((file) => (
              <button
                key={file.fileKey}
                type="button"
                role="tab"
                aria-selected={file.fileKey === active?.fileKey}
                onClick={() => setActiveKey(file.fileKey)}
              >
                {file.name}.{file.ext}
              </button>
            ))}
          </div>
        ) : null}
        {active ? (
          <Suspense fallback={<p role="status">{t('workspace.loadingEditor')}</p>}>
            <CodeEditor
              key={`${active.fileKey}-${editorKey}`}
              ext={active.ext}
              label={t('workspace.editorLabel', { file: `${active.name}.${active.ext}` })}
              initialContents={active.contents}
              editableRegionBoundaries={seedOfActive?.editableRegionBoundaries ?? []}
              onChange={(contents) =>
                setFiles((current) =>
                  current.map((file) =>
                    file.fileKey === active.fileKey ? { ...file, contents } : file,
                  ),
                )
              }
              onRun={() => void run()}
            />
          </Suspense>
        ) : null}
        <p className="code-workspace__hint">{t('workspace.keyboardHint')}</p>
        <div className="code-workspace__actions">
          <Button onClick={() => void run()} disabled={status.kind === 'running'}>
            {status.kind === 'running' ? t('workspace.running') : t('workspace.run')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              openModal({
                id: 'reset',
                render: (close) => <ResetModal onClose={close} onReset={reset} />,
              })
            }
          >
            {t('workspace.reset')}
          </Button>
          <span className="code-workspace__attempts">
            {t('workspace.attempts', { count: attempts })}
          </span>
        </div>
      </section>

      {notice ? (
        <p role="alert" className="code-workspace__notice">
          {notice}
        </p>
      ) : null}

      {status.kind === 'completed' ? (
        <section className="challenge-section code-workspace__done" aria-live="polite">
          <h2>{t('workspace.passed')}</h2>
          {status.points !== null ? (
            <p>{t('workspace.points', { points: status.points })}</p>
          ) : null}
          {!user ? <p>{t('workspace.signInToKeep')}</p> : null}
          <NextChallengeLink challenge={challenge} />
        </section>
      ) : alreadyCompleted ? (
        <p className="code-workspace__already">{t('workspace.alreadyCompleted')}</p>
      ) : null}

      <section className="challenge-section" aria-labelledby="code-workspace-tests-heading">
        <h2 id="code-workspace-tests-heading">{t('tests')}</h2>
        <ol className="challenge-tests" aria-live="polite">
          {challenge.tests.map((test, index) => {
            const outcome = result?.tests[index];
            return (
              <li
                key={index}
                className="challenge-tests__item"
                data-result={outcome ? (outcome.pass ? 'passed' : 'failed') : 'pending'}
              >
                <span className="code-workspace__mark">
                  {outcome
                    ? outcome.pass
                      ? t('workspace.testPassed')
                      : t('workspace.testFailed')
                    : ''}
                </span>
                <RenderedHtml html={test.text} />
                {outcome && !outcome.pass && outcome.err ? (
                  <p className="code-workspace__error">{outcome.err}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      <section className="challenge-section" aria-labelledby="code-workspace-console-heading">
        <h2 id="code-workspace-console-heading">{t('workspace.console')}</h2>
        <pre className="code-workspace__console" aria-live="polite" tabIndex={0}>
          {status.kind === 'running' && consoleLines.length === 0
            ? t('workspace.runningTests')
            : consoleLines.join('\n')}
        </pre>
      </section>
    </div>
  );
};
