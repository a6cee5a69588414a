// What the learner's code (or a test) threw, as a short text and the learner's line, read from
// inside the sandbox without trusting the thrown value: getters that throw or never end (the
// deadline interrupts them) give up, and any value may be thrown.
import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten';

/** The file name QuickJS gives the learner's code in error positions. */
export const LEARNER_FILE = 'script.js';
const LEARNER_LINE = /script\.js:(\d+)/;
const MAX_DETAIL_LENGTH = 300;

const readString = (context: QuickJSContext, handle: QuickJSHandle, key: string) => {
  try {
    return context
      .getProp(handle, key)
      .consume((value) => (context.typeof(value) === 'string' ? context.getString(value) : null));
  } catch {
    return null;
  }
};

/** "TypeError: not a function" and the learner's line, whatever was thrown. */
export const describeThrown = (context: QuickJSContext, handle: QuickJSHandle) => {
  const type = context.typeof(handle);
  if (context.sameValue(handle, context.null)) return { detail: 'null', line: null };
  if (type !== 'object') {
    // Only primitives are printed: dumping an object or a function could call its own methods.
    const printable = ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(type);
    const detail = printable ? String(context.dump(handle)) : type;
    return { detail: detail.slice(0, MAX_DETAIL_LENGTH), line: null };
  }
  const name = readString(context, handle, 'name') ?? 'Error';
  const message = readString(context, handle, 'message');
  const line = LEARNER_LINE.exec(readString(context, handle, 'stack') ?? '')?.[1];
  return {
    detail: (message ? `${name}: ${message}` : name).slice(0, MAX_DETAIL_LENGTH),
    line: line === undefined ? null : Number(line),
  };
};
