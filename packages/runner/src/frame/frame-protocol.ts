// Messages between the page, a frame host and the preview or test frames the host opens. The
// page loads the host document once (the only network request: frames with an opaque origin are
// never served from the HTTP cache); the host opens each learner document as a child frame built
// from its own copy of the frame script, with no request at all — so previews and tests keep
// working when the connection drops. The page talks to each child over a MessagePort it hands the
// host (the origins are opaque: no other way in or out).

/** What the host document and each child frame post to their parent once their script runs. */
export const HOST_LOADED = 'escola-hospedeiro-carregado';
export const FRAME_LOADED = 'escola-frame-carregado';

export type FrameMode = 'preview' | 'test';

/** The page to the host, over the port it handed it. */
export type ToHost =
  /**
   * Open a child frame with this sandbox, and hand it the port transferred with this message.
   * A preview child replaces every other child; children fill the host.
   */
  { kind: 'open'; id: number; mode: FrameMode; sandbox: string } | { kind: 'close'; id: number };

export type ToFrame =
  | {
      kind: 'write';
      mode: FrameMode;
      /** The assembled document (build/assemble-document.ts). */
      html: string;
      /** The React runtime, run first when the document's modules import it. */
      runtime: string | null;
      /** Run before the document is written, so before its scripts (the challenge's `# --antes--`). */
      beforeUserCode: string;
      /** Preview: the scroll position to restore once the document has loaded. */
      scroll: { x: number; y: number } | null;
    }
  | {
      kind: 'test';
      testString: string;
      /**
       * Run once the document has loaded, right before the test and in its scope (a `const` it
       * declares is there for the test): the challenge's `# --depois--`.
       */
      afterUserCode: string;
      /** The learner's source, as the test's `code`. */
      code: string;
    };

export type FromFrame =
  /** The document has loaded; loopLine: loop protection stopped a loop while it did. */
  | { kind: 'ready'; loopLine?: number }
  | { kind: 'console'; line: string }
  /** An uncaught error of the learner's code. */
  | { kind: 'error'; message: string }
  | { kind: 'scroll'; x: number; y: number }
  | { kind: 'result'; pass: boolean; err?: string; stack?: string; loopLine?: number };
