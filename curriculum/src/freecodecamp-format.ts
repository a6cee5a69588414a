// freeCodeCamp's challenge format as aliases of ours (docs/decisions/031-freecodecamp-format.md):
// with freecodecamp-body.ts and freecodecamp-front-matter.ts, the one place that knows fCC's names.
// The body is rewritten into our format **line for line** (same number of lines, so every error
// still names the line of the file as written) before the usual parser reads it, and fCC's front
// matter is translated into ours. What they cannot take is an error in Portuguese on its line.
//
//   # --description--              → # --descricao--
//   # --instructions--             → # --instrucoes-- (optional in an fCC file)
//   # --hints--                    → # --testes--
//   # --seed--                     a container for:
//     ## --seed-contents--         → # --arquivos-- (```html → arquivo=index.html, css → styles.css,
//                                    js → script.js, jsx → index.jsx, ts → index.ts, tsx → index.tsx)
//     ## --before-user-code--      → # --antes--
//     ## --after-user-code--       → # --depois--
//   # --solutions--                → # --solucao-- (several separated by `---`, as ours)
//   # --before-user-code-- / # --after-user-code-- (level 1) → # --antes-- / # --depois--
//   --fcc-editable-region-- lines in a seed file → our [editavel] / [/editavel]
//   front matter: dashedName → slug; challengeOrder may be left out (the file name's number);
//   forumTopicId, helpCategory, bilibiliIds, videoLocaleIds, demoType, isHidden: false → ignored.
// This module holds what the parser asks of the format after the translation: its name, and how
// fCC names a section a file is missing.
import type { SectionMarker } from './split-sections';

export type ChallengeFormat = 'escola' | 'freecodecamp';

/** How an fCC file names each of our sections (for "falta a seção …"). */
const FREECODECAMP_SECTION_NAMES: Partial<Record<SectionMarker, string>> = {
  descricao: '# --description--',
  instrucoes: '# --instructions--',
  arquivos: '## --seed-contents-- (em # --seed--)',
  testes: '# --hints--',
  solucao: '# --solutions--',
  antes: '## --before-user-code-- (em # --seed--)',
  depois: '## --after-user-code-- (em # --seed--)',
};

export const describeSection = (marker: SectionMarker, format: ChallengeFormat): string =>
  (format === 'freecodecamp' ? FREECODECAMP_SECTION_NAMES[marker] : undefined) ?? `# --${marker}--`;

/** Sections of ours an fCC file may leave out although its type needs them (fCC's steps do). */
export const OPTIONAL_IN_FREECODECAMP: readonly SectionMarker[] = ['instrucoes'];
