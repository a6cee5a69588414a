// The preview pane of a challenge with a page (HTML, CSS, React): the runner's main frame, built
// as soon as the workspace lets it (`paused` false: the workspace waits for the editor, so the
// page's first build does not compete with it) and on reset, and PREVIEW_DEBOUNCE_MS after the
// last keystroke. Its scroll
// position is kept per page path. What the page prints (and the runner's notes: a stopped loop, a
// blocked link, a build error) shows under it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  PREVIEW_DEBOUNCE_MS,
  PREVIEW_FRAME_SANDBOX,
  type ChallengeRunner,
  type RunnerFile,
} from '@escola/runner/index';
import type { WorkspaceFilesStore } from '../hooks/use-workspace-files';
import type { ChallengeContent } from '../lib/challenge-content';

/** Lines of preview output kept on screen. */
const MAX_PREVIEW_LINES = 20;

export type ChallengePreviewProps = {
  challenge: ChallengeContent;
  /** The learner's files as they are now; the preview follows their changes. */
  files: Pick<WorkspaceFilesStore, 'current' | 'subscribe'>;
  /** Changes on every reset, so the preview is rebuilt at once. */
  resetCount: number;
  runner: Pick<ChallengeRunner, 'updatePreview'>;
  /** True until the page may build the preview (the editor is not on the page yet). */
  paused?: boolean;
};

export const ChallengePreview = ({
  challenge,
  files,
  resetCount,
  runner,
  paused = false,
}: ChallengePreviewProps) => {
  const { t } = useTranslation('challenges');
  const { pathname } = useLocation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [lines, setLines] = useState<string[]>([]);
  const latest = useRef({ challenge, files, pathname, runner });
  latest.current = { challenge, files, pathname, runner };
  const builtFiles = useRef<readonly RunnerFile[] | null>(null);

  const update = useRef(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const current = latest.current;
    builtFiles.current = current.files.current;
    setLines([]);
    void current.runner.updatePreview({
      frame,
      challenge: current.challenge,
      files: current.files.current,
      previewKey: current.pathname,
      onConsole: (line) => setLines((shown) => [...shown, line].slice(-MAX_PREVIEW_LINES)),
    });
  }).current;

  // Once not paused, and on every reset: at once.
  useEffect(() => {
    if (!paused) update();
  }, [paused, resetCount, update]);
  // While typing: once the learner pauses (a keystroke re-renders nothing here either).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => files.current !== builtFiles.current;
    const unsubscribe = files.subscribe(() => {
      clearTimeout(timer);
      // A reset's files are built at once (above); nothing is left for the timer then.
      timer = setTimeout(() => (changed() ? update() : undefined), PREVIEW_DEBOUNCE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [files, update]);

  return (
    <div className="challenge-preview">
      <iframe
        ref={frameRef}
        className="challenge-preview__frame"
        title={t('workspace.previewFrame')}
        sandbox={PREVIEW_FRAME_SANDBOX}
      />
      {lines.length > 0 ? (
        <pre className="challenge-preview__output" aria-label={t('workspace.previewOutput')}>
          {lines.join('\n')}
        </pre>
      ) : null}
    </div>
  );
};
