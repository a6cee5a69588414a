// The AI tutor's evaluation set (issue 21): learner situations across the four trilhas, each with
// what a good answer must and must not contain (evaluation-situation.ts, scored by score.ts). The
// situations of each trilha live in their own file; run-evaluation.ts asks the model about these, in
// this order.
import type { EvaluationSituation } from './evaluation-situation';
import { FUNDAMENTOS_SITUATIONS } from './situations-fundamentos';
import { LOGICA_SITUATIONS } from './situations-logica';
import { REACT_SITUATIONS } from './situations-react';
import { WEB_SITUATIONS } from './situations-web';

export const EVALUATION_SITUATIONS: EvaluationSituation[] = [
  ...FUNDAMENTOS_SITUATIONS,
  ...LOGICA_SITUATIONS,
  ...WEB_SITUATIONS,
  ...REACT_SITUATIONS,
];
