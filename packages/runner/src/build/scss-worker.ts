// The SCSS worker: Sass (dart-sass compiled to JavaScript) loads only when a challenge has SCSS.
import { compileString } from 'sass';
import type { ScssReply, ScssRequest } from './build-protocol';

self.onmessage = (event: MessageEvent<ScssRequest>) => {
  try {
    const { css } = compileString(event.data.source, { syntax: 'scss' });
    self.postMessage({ kind: 'compiled', css } satisfies ScssReply);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    self.postMessage({ kind: 'scss-error', error: message } satisfies ScssReply);
  }
};
