// The preview (main) frame: rebuilt on demand (the page debounces keystrokes), loop protection at
// PREVIEW_LOOP_TIMEOUT_MS, a note in the console past PREVIEW_TIMEOUT_MS, links and forms that
// cannot take the frame away, and the scroll position remembered per preview key and restored.
// The page's frame holds the frame host, loaded once; each rebuild is a fresh child document in it
// (so a rebuild needs no connection). A host whose child went silent is loaded again. The
// challenge's code before the learner's runs here too (a mocked `fetch` answers in the preview as
// in the tests); what the runner says in the console is in Portuguese.
import {
  FRAME_HOST_TIMEOUT_MS,
  FRAME_HOST_UNAVAILABLE_MESSAGE,
  PREVIEW_TIMEOUT_MESSAGE,
  PREVIEW_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
} from '../limits';
import type { Builder } from '../build/create-builder';
import { describeBuildFailure } from '../describe-build-failure';
import { describeFailure } from '../feedback/index';
import { connectHost, type FrameChannel, type FrameHost } from '../frame/frame-channel';
import type { UpdatePreviewInput } from '../types';

/** Preview frames may show alerts (the blocked-form note) and open http(s) links in a new tab. */
export const PREVIEW_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-modals allow-popups allow-popups-to-escape-sandbox';

export const createPreview = ({ builder }: { builder: Builder }) => {
  const scrollPositions = new Map<string, { x: number; y: number }>();
  const channels = new WeakMap<HTMLIFrameElement, FrameChannel>();
  const generations = new WeakMap<HTMLIFrameElement, number>();
  const hosts = new WeakMap<HTMLIFrameElement, Promise<FrameHost | null>>();

  /**
   * The frame's host, loading it if it has none that works. Rebuilds ask in turn (each after the
   * one before), so two rebuilds never load it twice.
   */
  const hostOf = (frame: HTMLIFrameElement) => {
    const before = hosts.get(frame);
    const host = (async () => {
      const current = await before;
      if (current?.isUsable()) return current;
      frame.setAttribute('sandbox', PREVIEW_FRAME_SANDBOX);
      // Loading the host is a page load, not the learner's code: the page tests' limit, not the
      // preview's 2.5 s (on a busy machine the host alone took longer, and the frame stayed blank).
      return connectHost({ frame, timeoutMs: FRAME_HOST_TIMEOUT_MS });
    })();
    hosts.set(frame, host);
    return host;
  };

  return async ({
    frame,
    challenge,
    files,
    previewKey,
    onConsole,
  }: UpdatePreviewInput): Promise<void> => {
    const generation = (generations.get(frame) ?? 0) + 1;
    generations.set(frame, generation);
    const isCurrent = () => generations.get(frame) === generation;
    const built = await builder.buildDocument(files, 'preview');
    if (!isCurrent()) return;
    if (!built.ok) {
      for (const line of describeBuildFailure(built).lines) onConsole?.(line);
      return;
    }
    const host = await hostOf(frame);
    if (!isCurrent()) return;
    if (!host) {
      onConsole?.(FRAME_HOST_UNAVAILABLE_MESSAGE);
      return;
    }
    channels.get(frame)?.close();
    const channel = host.open({
      mode: 'preview',
      sandbox: PREVIEW_FRAME_SANDBOX,
      listeners: {
        onConsole: (line) => onConsole?.(line),
        onError: (message) => {
          onConsole?.(describeFailure(message));
          onConsole?.(describeFailure(UNCAUGHT_ERROR_MESSAGE));
        },
        onScroll: (position) => scrollPositions.set(previewKey, position),
      },
    });
    channels.set(frame, channel);
    channel.send({
      kind: 'write',
      mode: 'preview',
      html: built.html,
      runtime: built.runtime,
      beforeUserCode: challenge.beforeUserCode ?? '',
      scroll: scrollPositions.get(previewKey) ?? null,
    });
    const ready = await channel.waitFor('ready', PREVIEW_TIMEOUT_MS);
    if (ready) return;
    host.giveUp();
    if (isCurrent()) onConsole?.(PREVIEW_TIMEOUT_MESSAGE);
  };
};
