// The frames' module system: learner modules (JSX files, scripts with import/export), rewritten by
// Babel to CommonJS, are defined by file name and run on first require; packages (react,
// react-dom/client, react-router…) come from the runtime script (react-runtime.ts). Relative
// imports may leave out the extension, as bundlers allow.

type Factory = (
  require: (specifier: string) => unknown,
  module: { exports: unknown },
  exports: unknown,
) => void;

/** Where react-runtime.js puts the packages it provides. */
export const PACKAGES_GLOBAL = '__escolaPacotes';
const EXTENSIONS = ['', '.jsx', '.js', '.tsx', '.ts'];

export const installModuleSystem = (
  target: Record<string, unknown>,
  names: { define: string; run: string },
) => {
  const factories = new Map<string, Factory>();
  const cache = new Map<string, { exports: unknown }>();

  const resolve = (specifier: string) => {
    const base = specifier.replace(/^\.\//, '');
    for (const extension of EXTENSIONS) {
      const id = `./${base}${extension}`;
      if (factories.has(id)) return id;
    }
    throw new Error(`Módulo não encontrado: ${specifier}`);
  };

  const requireModule = (specifier: string): unknown => {
    if (!specifier.startsWith('.')) {
      const packages = (target[PACKAGES_GLOBAL] ?? {}) as Record<string, unknown>;
      if (specifier in packages) return packages[specifier];
      throw new Error(`Pacote não disponível aqui: ${specifier}`);
    }
    const id = resolve(specifier);
    const cached = cache.get(id);
    if (cached) return cached.exports;
    const module = { exports: {} as unknown };
    cache.set(id, module);
    factories.get(id)?.(requireModule, module, module.exports);
    return module.exports;
  };

  target[names.define] = (id: string, factory: Factory) => factories.set(id, factory);
  // A <script type="module"> runs after the document is parsed: so does its replacement.
  target[names.run] = (id: string) => {
    const run = () => requireModule(id);
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', run, { once: true });
    } else run();
  };
};
