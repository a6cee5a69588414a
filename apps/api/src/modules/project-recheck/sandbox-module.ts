// A fresh QuickJS WebAssembly instance for each re-check, with a memory of its own that cannot
// grow past the limit: a failed allocation is QuickJS's "out of memory", the host never gives
// more, and nothing of one run (its heap, a corrupted state) is there for the next.
import { newQuickJSWASMModuleFromVariant, newVariant, RELEASE_SYNC } from 'quickjs-emscripten';
import { QUICKJS_INITIAL_MEMORY_BYTES, WASM_PAGE_BYTES, type RecheckLimits } from './limits';

/** Node's WebAssembly global: the API's TypeScript libraries declare its types, not the value. */
type WasmMemory = { readonly buffer: ArrayBuffer };
const { Memory } = (
  globalThis as unknown as {
    WebAssembly: { Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory };
  }
).WebAssembly;

/** The memory type quickjs-emscripten declares (known only where the DOM or wasm types are). */
type VariantMemory = NonNullable<Parameters<typeof newVariant>[1]>['wasmMemory'];

/** A fresh QuickJS whose memory cannot grow past the limit. */
export const newSandboxModule = async (limits: RecheckLimits) => {
  const initial = QUICKJS_INITIAL_MEMORY_BYTES / WASM_PAGE_BYTES;
  const maximum = initial + Math.ceil(limits.memoryBytes / WASM_PAGE_BYTES);
  const memory = new Memory({ initial, maximum });
  const quickjs = await newQuickJSWASMModuleFromVariant(
    newVariant(RELEASE_SYNC, { wasmMemory: memory as unknown as VariantMemory }),
  );
  return { quickjs, memory, maximumBytes: maximum * WASM_PAGE_BYTES };
};
