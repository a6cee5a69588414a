// The page's side of a frame: navigate it to the frame document, hand it a MessagePort once it has
// said it is there, then talk over that port. Every wait has a deadline: a frame that never answers (a loop
// the protection could not stop) is given up on, never waited for.
import { RUNNER_FRAME_PATH } from '../frame-policy';
import { FRAME_LOADED, type FromFrame, type ToFrame } from './frame-protocol';

let navigationCount = 0;

export type FrameListeners = {
  onConsole?: (line: string) => void;
  onError?: (message: string) => void;
  onScroll?: (position: { x: number; y: number }) => void;
};

export type FrameChannel = {
  send: (message: ToFrame) => void;
  /** The next message of this kind, or null past the deadline. */
  waitFor: <Kind extends 'ready' | 'result'>(
    kind: Kind,
    timeoutMs: number,
  ) => Promise<Extract<FromFrame, { kind: Kind }> | null>;
  close: () => void;
};

const createChannel = (port: MessagePort, listeners: FrameListeners): FrameChannel => {
  let waiter: { kind: string; resolve: (message: FromFrame | null) => void } | null = null;
  port.onmessage = (event: MessageEvent<FromFrame>) => {
    const message = event.data;
    if (message.kind === 'console') listeners.onConsole?.(message.line);
    else if (message.kind === 'error') listeners.onError?.(message.message);
    else if (message.kind === 'scroll') listeners.onScroll?.(message);
    else if (waiter?.kind === message.kind) {
      waiter.resolve(message);
      waiter = null;
    }
  };
  return {
    send: (message) => port.postMessage(message),
    waitFor: (kind, timeoutMs) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiter = null;
          resolve(null);
        }, timeoutMs);
        waiter = {
          kind,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message as never);
          },
        };
      }),
    close: () => {
      port.onmessage = null;
      port.close();
      waiter?.resolve(null);
      waiter = null;
    },
  };
};

/**
 * Loads the frame document into `frame` (a fresh document every time: nothing of the previous
 * run survives) and connects to it; null if it did not load within `timeoutMs`.
 */
export const connectFrame = ({
  frame,
  timeoutMs,
  listeners,
  frameUrl = RUNNER_FRAME_PATH,
}: {
  frame: HTMLIFrameElement;
  timeoutMs: number;
  listeners: FrameListeners;
  frameUrl?: string;
}): Promise<FrameChannel | null> =>
  new Promise((resolve) => {
    // The frame document says when it is there (not the load event: a frame just put in the page
    // fires one for its empty about:blank document first).
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.data?.kind !== FRAME_LOADED) return;
      finish();
      const channel = new MessageChannel();
      frame.contentWindow?.postMessage({ kind: 'connect' }, '*', [channel.port2]);
      resolve(createChannel(channel.port1, listeners));
    };
    const finish = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
    const timer = setTimeout(() => {
      finish();
      resolve(null);
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    navigationCount += 1;
    frame.src = `${frameUrl}?n=${navigationCount}`;
  });
