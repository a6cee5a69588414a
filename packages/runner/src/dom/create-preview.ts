// The preview (main) frame: rebuilt on demand (the page debounces keystrokes), loop protection at
// PREVIEW_LOOP_TIMEOUT_MS, a note in the console past PREVIEW_TIMEOUT_MS, links and forms that
// cannot take the frame away, and the scroll position remembered per preview key and restored.
import {
  BUILD_ERROR_MESSAGE,
  PREVIEW_TIMEOUT_MESSAGE,
  PREVIEW_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
} from '../limits';
import type { Builder } from '../build/create-builder';
import { connectFrame, type FrameChannel } from '../frame/frame-channel';
import type { UpdatePreviewInput } from '../types';

/** Preview frames may show alerts (the blocked-form note) and open http(s) links in a new tab. */
export const PREVIEW_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-modals allow-popups allow-popups-to-escape-sandbox';

export const createPreview = ({ builder }: { builder: Builder }) => {
  const scrollPositions = new Map<string, { x: number; y: number }>();
  const channels = new WeakMap<HTMLIFrameElement, FrameChannel>();
  const generations = new WeakMap<HTMLIFrameElement, number>();

  return async ({ frame, files, previewKey, onConsole }: UpdatePreviewInput): Promise<void> => {
    const generation = (generations.get(frame) ?? 0) + 1;
    generations.set(frame, generation);
    const isCurrent = () => generations.get(frame) === generation;
    const built = await builder.buildDocument(files, 'preview');
    if (!isCurrent()) return;
    if (!built.ok) {
      onConsole?.(built.error);
      onConsole?.(BUILD_ERROR_MESSAGE);
      return;
    }
    channels.get(frame)?.close();
    frame.setAttribute('sandbox', PREVIEW_FRAME_SANDBOX);
    const channel = await connectFrame({
      frame,
      timeoutMs: PREVIEW_TIMEOUT_MS,
      listeners: {
        onConsole: (line) => onConsole?.(line),
        onError: (message) => {
          onConsole?.(message);
          onConsole?.(UNCAUGHT_ERROR_MESSAGE);
        },
        onScroll: (position) => scrollPositions.set(previewKey, position),
      },
    });
    if (!isCurrent()) {
      channel?.close();
      return;
    }
    if (!channel) {
      onConsole?.(PREVIEW_TIMEOUT_MESSAGE);
      return;
    }
    channels.set(frame, channel);
    channel.send({
      kind: 'write',
      mode: 'preview',
      html: built.html,
      beforeTests: '',
      scroll: scrollPositions.get(previewKey) ?? null,
    });
    const ready = await channel.waitFor('ready', PREVIEW_TIMEOUT_MS);
    if (!ready && isCurrent()) onConsole?.(PREVIEW_TIMEOUT_MESSAGE);
  };
};
