// The page's side of the frames: load the frame host into an iframe (once: see frame-protocol.ts),
// hand it a port, then open child frames through it and talk to each over a port of its own.
// Every wait has a deadline: a host or child that never answers (a loop the protection could not
// stop) is given up on, never waited for — and a host that let one child down is not used again.
import { RUNNER_FRAME_HOST_PATH } from '../frame-policy';
import {
  HOST_LOADED,
  type FrameMode,
  type FromFrame,
  type ToFrame,
  type ToHost,
} from './frame-protocol';

let navigationCount = 0;
let childCount = 0;

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
  /** Stops listening and removes the child frame. */
  close: () => void;
};

export type FrameHost = {
  /** A fresh child frame (a preview child replaces the others); its document is sent at once. */
  open: (options: { mode: FrameMode; sandbox: string; listeners: FrameListeners }) => FrameChannel;
  /** False once a child went silent: its host may be stuck with it, and is not used again. */
  isUsable: () => boolean;
  giveUp: () => void;
};

const createChannel = (
  port: MessagePort,
  listeners: FrameListeners,
  onClose: () => void,
): FrameChannel => {
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
      onClose();
    },
  };
};

const createHost = (hostPort: MessagePort): FrameHost => {
  let usable = true;
  const send = (message: ToHost, transfer: Transferable[] = []) =>
    hostPort.postMessage(message, transfer);
  return {
    open: ({ mode, sandbox, listeners }) => {
      childCount += 1;
      const id = childCount;
      const channel = new MessageChannel();
      send({ kind: 'open', id, mode, sandbox }, [channel.port2]);
      return createChannel(channel.port1, listeners, () => {
        if (mode === 'test') send({ kind: 'close', id });
      });
    },
    isUsable: () => usable,
    giveUp: () => {
      usable = false;
      hostPort.close();
    },
  };
};

/**
 * Loads the frame host into `frame` (its sandbox set by the caller: the children's sandboxes are
 * at most that) and connects to it; null if it did not load within `timeoutMs`.
 */
export const connectHost = ({
  frame,
  timeoutMs,
}: {
  frame: HTMLIFrameElement;
  timeoutMs: number;
}): Promise<FrameHost | null> =>
  new Promise((resolve) => {
    // The host says when it is there (not the load event: a frame just put in the page fires one
    // for its empty about:blank document first).
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.data?.kind !== HOST_LOADED) return;
      finish();
      const channel = new MessageChannel();
      frame.contentWindow?.postMessage({ kind: 'connect' }, '*', [channel.port2]);
      resolve(createHost(channel.port1));
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
    frame.src = `${RUNNER_FRAME_HOST_PATH}?n=${navigationCount}`;
  });
