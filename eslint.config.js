// Lint: TypeScript rules, the dependency rule of docs/architecture.md (import boundaries) and no
// import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const ours = ['domain', 'contracts', 'db', 'runner', 'api', 'web'];
/** Which of our packages each package may import (docs/architecture.md, layout). */
const allowed = {
  domain: [],
  contracts: ['domain'],
  db: ['domain'],
  runner: [],
  api: ['contracts', 'domain', 'db'],
  web: ['contracts', 'domain', 'runner'],
};
const packagePath = (name) => `@escola/${name}`;
/**
 * Single modules a package may import from one it otherwise may not: the API serves the runner's
 * frame files with the headers the runner defines (decision 026).
 */
const exceptions = { api: { runner: ['frame-policy'] } };

const boundaries = Object.entries(allowed).map(([pkg, deps]) => {
  const dir = pkg === 'api' || pkg === 'web' ? `apps/${pkg}` : `packages/${pkg}`;
  const forbidden = ours.filter((other) => other !== pkg && !deps.includes(other));
  return {
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((other) => {
            const allowedModules = exceptions[pkg]?.[other] ?? [];
            const exceptModules = allowedModules.length ? `(?!(${allowedModules.join('|')})$)` : '';
            return {
              regex: `^${packagePath(other)}(/${exceptModules}.*)?$`,
              message: `${pkg} não pode importar ${other} (regra de dependências de docs/architecture.md).`,
            };
          }),
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/coverage/**',
      'packages/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '**/.stryker-tmp/**',
      '**/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Features never import each other; the app/ folder is where they are combined.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['admin', 'auth', 'learn', 'profile', 'settings', 'shell'].map((feature) => ({
            target: `./apps/web/src/features/!(${feature})/**/*`,
            from: `./apps/web/src/features/${feature}`,
            message: 'Uma feature não importa outra: combine-as em src/app.',
          })),
        },
      ],
    },
  },
  {
    // Plain Node scripts (scripts/, bench/, e2e/run-e2e.mjs): TypeScript sources get their globals
    // from the compiler, these need Node's declared for no-undef.
    files: ['**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'URL',
          'fetch',
          'performance',
          'AbortSignal',
          'Buffer',
          'NodeJS',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  ...boundaries,
);
