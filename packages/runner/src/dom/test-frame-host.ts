// The hidden frame that hosts a runner's test frames: loaded once (at warm-up for a challenge with
// a page, else at the first run), laid out but out of sight at 1024 × 768 (tests may measure
// elements; every test frame fills it). When a test frame goes silent the host may be stuck with
// it: it is removed, and the next test loads a new one.
import { connectHost, type FrameHost } from '../frame/frame-channel';
import { FRAME_HOST_TIMEOUT_MS } from '../limits';

/** Test frames: scripts and forms (the learner's submit handlers run; navigation is stopped). */
export const TEST_FRAME_SANDBOX = 'allow-scripts allow-forms';

const createHiddenFrame = (container: HTMLElement) => {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', TEST_FRAME_SANDBOX);
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'Testes';
  frame.style.cssText =
    'position:fixed;left:-10000px;top:0;width:1024px;height:768px;border:0;visibility:hidden;';
  container.append(frame);
  return frame;
};

export type TestFrameHost = {
  /** The host, loaded within `timeoutMs` if it is not there yet; null if it did not load. */
  get: (timeoutMs: number) => Promise<FrameHost | null>;
  /** Loads the host ahead of the first run (so a run works offline afterwards). */
  warm: () => void;
  /** Removes the host (it let a test down, or the runner is done). */
  discard: () => void;
};

export const createTestFrameHost = (container: () => HTMLElement): TestFrameHost => {
  let current: { frame: HTMLIFrameElement; host: Promise<FrameHost | null> } | null = null;
  const discard = () => {
    current?.frame.remove();
    current = null;
  };
  const load = (timeoutMs: number) => {
    const frame = createHiddenFrame(container());
    const host = connectHost({ frame, timeoutMs });
    current = { frame, host };
    return host;
  };
  return {
    get: async (timeoutMs) => {
      if (current) {
        const host = await current.host;
        if (host?.isUsable()) return host;
        discard();
      }
      const host = await load(timeoutMs);
      if (!host) discard();
      return host;
    },
    warm: () => {
      if (!current) void load(FRAME_HOST_TIMEOUT_MS);
    },
    discard,
  };
};
