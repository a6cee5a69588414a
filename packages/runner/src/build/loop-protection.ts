// Loop protection: a Babel plugin that puts a check at the top of every loop the learner wrote
// (while, do…while, for, for…in, for…of). Each time a loop is entered its start time is taken;
// every `iterations` turns the check compares the time spent with `timeoutMs` and, past it, calls
// the global `callbackName(line)` and breaks out. Nothing else is changed (functions, classes and
// recursion are left alone), so an event handler called much later still runs as written.
// docs/product/workspace.md: 100 ms in the preview (checked every turn), 1500 ms checked every 2000
// turns in tests.

import { PREVIEW_LOOP_TIMEOUT_MS, TEST_LOOP_ITERATIONS, TEST_LOOP_TIMEOUT_MS } from '../limits';

export type LoopProtectionOptions = {
  timeoutMs: number;
  /** Turns between two time checks (1: every turn). */
  iterations: number;
  /** Global function called with the loop's line when it is stopped. */
  callbackName: string;
};

/** The name of the global the runner defines in workers and frames. */
export const LOOP_CALLBACK_NAME = '__escolaLacoInterrompido';

/** What a build is for: the preview frame, or tests (workers and test frames). */
export type BuildMode = 'preview' | 'test';

export const LOOP_PROTECTION: Record<BuildMode, LoopProtectionOptions> = {
  preview: { timeoutMs: PREVIEW_LOOP_TIMEOUT_MS, iterations: 1, callbackName: LOOP_CALLBACK_NAME },
  test: {
    timeoutMs: TEST_LOOP_TIMEOUT_MS,
    iterations: TEST_LOOP_ITERATIONS,
    callbackName: LOOP_CALLBACK_NAME,
  },
};

// Babel's `types` and paths, as far as this plugin uses them (Babel ships no types here).
/* eslint-disable @typescript-eslint/no-explicit-any */
type BabelTypes = any;
type NodePath = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

const LOOPS = 'WhileStatement|DoWhileStatement|ForStatement|ForInStatement|ForOfStatement';

export const createLoopProtectionPlugin =
  ({ timeoutMs, iterations, callbackName }: LoopProtectionOptions) =>
  ({ types: t }: { types: BabelTypes }) => {
    const protect = (path: NodePath) => {
      const { node } = path;
      // Only loops the learner wrote (generated nodes have no location).
      if (!node.loc) return;
      const line: number = node.loc.start.line;
      const start = path.scope.generateUidIdentifier('inicioDoLaco');
      const turns = path.scope.generateUidIdentifier('voltasDoLaco');
      const now = () =>
        t.callExpression(t.memberExpression(t.identifier('Date'), t.identifier('now')), []);
      const overTime = t.binaryExpression(
        '>',
        t.binaryExpression('-', now(), start),
        t.numericLiteral(timeoutMs),
      );
      const due = t.binaryExpression(
        '===',
        t.binaryExpression(
          '%',
          t.updateExpression('++', turns, true),
          t.numericLiteral(Math.max(1, iterations)),
        ),
        t.numericLiteral(0),
      );
      const check = t.ifStatement(
        iterations > 1 ? t.logicalExpression('&&', due, overTime) : overTime,
        t.blockStatement([
          t.expressionStatement(
            t.callExpression(t.identifier(callbackName), [t.numericLiteral(line)]),
          ),
          t.breakStatement(),
        ]),
      );
      const body = path.get('body');
      if (!body.isBlockStatement()) body.replaceWith(t.blockStatement([body.node]));
      path.get('body').unshiftContainer('body', check);
      const declaration = t.variableDeclaration('var', [
        t.variableDeclarator(start, now()),
        t.variableDeclarator(turns, t.numericLiteral(0)),
      ]);
      // A labelled loop keeps its label: the declaration goes before the label.
      const statement = path.parentPath.isLabeledStatement() ? path.parentPath : path;
      statement.insertBefore(declaration);
    };
    return { visitor: { [LOOPS]: protect } };
  };
