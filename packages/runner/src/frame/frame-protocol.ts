// Messages between the page and a preview or test frame, over the MessagePort the page hands the
// frame when it has loaded (the frame's origin is opaque: no other way in or out).

/** What the frame document posts to its parent once its script runs (before any port exists). */
export const FRAME_LOADED = 'escola-frame-carregado';

export type FrameMode = 'preview' | 'test';

export type ToFrame =
  | {
      kind: 'write';
      mode: FrameMode;
      /** The assembled document (build/assemble-document.ts). */
      html: string;
      /** Run before the learner's code (the challenge's `# --antes--`). */
      beforeTests: string;
      /** Preview: the scroll position to restore once the document has loaded. */
      scroll: { x: number; y: number } | null;
    }
  | { kind: 'test'; testString: string; afterTests: string; code: string };

export type FromFrame =
  /** The document has loaded; loopLine: loop protection stopped a loop while it did. */
  | { kind: 'ready'; loopLine?: number }
  | { kind: 'console'; line: string }
  /** An uncaught error of the learner's code. */
  | { kind: 'error'; message: string }
  | { kind: 'scroll'; x: number; y: number }
  | { kind: 'result'; pass: boolean; err?: string; stack?: string; loopLine?: number };
