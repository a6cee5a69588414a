// A Babel plugin for JavaScript-only challenges (run in a worker, as one script): it ignores
// module syntax, as freeCodeCamp does, instead of rewriting it to a CommonJS the worker does not
// have (`require is not defined`, `exports is not defined` in every test).
// - `export function soma…`, `export const…`, `export class…`, `export default function soma…`:
//   the declaration stays, without `export` — the tests call `soma(1, 2)`;
// - `export default <expression>`: the expression stays, evaluated as before;
// - `export { a, b }`: removed (a and b are already declared);
// - `import … from '…'`, `export … from '…'`: removed, and listed in the file's metadata
//   (`ignoredImports`) so the runner can tell the learner which could not be provided.
// The files of a challenge share one scope in the worker, so an import of one of them needs
// nothing more. Line numbers do not move (the transform retains lines).

/* eslint-disable @typescript-eslint/no-explicit-any */
type BabelTypes = any;
type NodePath = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type IgnoredImport = { source: string; line?: number };

type PluginState = { file: { metadata: Record<string, unknown> } };

const record = (path: NodePath, state: PluginState) => {
  const source: unknown = path.node.source?.value;
  // Type-only imports (TypeScript) bring nothing at run time: nothing is missing.
  if (typeof source !== 'string' || path.node.importKind === 'type') return;
  if (path.node.exportKind === 'type') return;
  const list = (state.file.metadata.ignoredImports ??= []) as IgnoredImport[];
  const line: unknown = path.node.loc?.start.line;
  list.push(typeof line === 'number' ? { source, line } : { source });
};

export const ignoreModuleSyntaxPlugin = ({ types: t }: { types: BabelTypes }) => ({
  visitor: {
    ImportDeclaration(path: NodePath, state: PluginState) {
      record(path, state);
      path.remove();
    },
    ExportAllDeclaration(path: NodePath, state: PluginState) {
      record(path, state);
      path.remove();
    },
    ExportNamedDeclaration(path: NodePath, state: PluginState) {
      const { declaration } = path.node;
      if (declaration) {
        path.replaceWith(declaration);
        return;
      }
      record(path, state);
      path.remove();
    },
    ExportDefaultDeclaration(path: NodePath) {
      const { declaration } = path.node;
      if (t.isExpression(declaration)) {
        path.replaceWith(t.expressionStatement(declaration));
      } else if (
        (t.isFunctionDeclaration(declaration) || t.isClassDeclaration(declaration)) &&
        !declaration.id
      ) {
        // `export default function () {}`: a declaration needs a name; as an expression it is
        // evaluated and dropped, as its export would have been here.
        path.replaceWith(t.expressionStatement(t.toExpression(declaration)));
      } else {
        // A named function or class (or a TypeScript declaration, which its preset removes).
        path.replaceWith(declaration);
      }
    },
  },
});
