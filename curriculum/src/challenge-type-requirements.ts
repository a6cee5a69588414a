// Which sections and fields each challenge type needs (curriculum/README.md, "needed by").
import {
  getChallengeTypeNames,
  isOneOfChallengeTypes,
  type ChallengeType,
} from '@escola/domain/challenge-types';
import type { SectionMarker } from './split-sections';

/** Types whose learners write code in the editor against tests. */
const CODE_TYPE_NAMES = [
  'html',
  'js',
  'jsProject',
  'modern',
  'step',
  'multifileCertProject',
] as const;
const QUESTION_TYPE_NAMES = ['quiz', 'video'] as const;
const VIDEO_TYPE_NAMES = ['video', 'videoOnly'] as const;

export const isCodeChallengeType = (type: number): boolean =>
  isOneOfChallengeTypes({ type, names: CODE_TYPE_NAMES });

export const getRequiredSections = (type: number): SectionMarker[] => [
  'descricao',
  ...(isCodeChallengeType(type) ? (['instrucoes', 'arquivos', 'testes', 'solucao'] as const) : []),
  ...(isOneOfChallengeTypes({ type, names: QUESTION_TYPE_NAMES }) ? (['perguntas'] as const) : []),
];

export const needsVideo = (type: number): boolean =>
  isOneOfChallengeTypes({ type, names: VIDEO_TYPE_NAMES });

/** "1 (js)", for messages. */
export const describeChallengeType = (type: ChallengeType): string =>
  `${type} (${getChallengeTypeNames(type).join('/')})`;
