// The certificate's fonts, self-hosted from @fontsource (the web's own Inter, and Lora for the
// names): each face comes in Unicode subsets (latin, latin-ext, vietnamese, cyrillic…), and a text
// is drawn as runs, each in the first subset file that holds its characters — so "Łukasz" or
// "Nguyễn" print right, not only "Conceição". Each file is read, unwrapped from WOFF and parsed once
// per process, the first time a subset is needed, and every document draws with that parsed font:
// parsing a font's shaping tables again for each document was most of a render's time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
// The font engine pdfkit draws with: its own dependency, resolved from pdfkit's folder.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create: (file: Uint8Array) => ParsedFont;
};

/** A font parsed by fontkit (the part used here); pdfkit takes it where it takes a file. */
export type ParsedFont = {
  characterSet: number[];
  glyphForCodePoint: (codePoint: number) => unknown;
  layout: (text: string) => unknown;
};

export type FontFamily = 'inter' | 'lora';
export type FontFace = { family: FontFamily; weight: 400 | 600 | 700 };

/** A run of text and the registered name of the font file that draws it. */
export type TextRun = { text: string; font: string };

/** Subsets tried in this order; the ones a family does not publish are skipped. */
const SUBSET_ORDER = [
  'latin',
  'latin-ext',
  'vietnamese',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
] as const;
type Subset = (typeof SUBSET_ORDER)[number];

type CodePointRange = readonly [number, number];

const parseUnicodeRange = (ranges: string): CodePointRange[] =>
  ranges.split(',').map((range) => {
    const [start = '', end = start] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)] as const;
  });

const readSubsetRanges = (family: FontFamily): Map<Subset, CodePointRange[]> => {
  const unicode = JSON.parse(
    readFileSync(require.resolve(`@fontsource/${family}/unicode.json`), 'utf8'),
  ) as Record<string, string>;
  return new Map(
    SUBSET_ORDER.flatMap((subset) => {
      const ranges = unicode[subset];
      return ranges === undefined ? [] : [[subset, parseUnicodeRange(ranges)] as const];
    }),
  );
};

const subsetRangesByFamily = new Map<FontFamily, Map<Subset, CodePointRange[]>>();
const parsedFonts = new Map<string, ParsedFont>();

const getSubsetRanges = (family: FontFamily): Map<Subset, CodePointRange[]> => {
  let ranges = subsetRangesByFamily.get(family);
  if (!ranges) {
    ranges = readSubsetRanges(family);
    subsetRangesByFamily.set(family, ranges);
  }
  return ranges;
};

/** The registered name of one subset file of a face: "inter-latin-ext-600". */
const fontName = (face: FontFace, subset: Subset): string =>
  `${face.family}-${subset}-${face.weight}`;

const covers = (ranges: CodePointRange[] | undefined, codePoint: number): boolean =>
  ranges?.some(([start, end]) => codePoint >= start && codePoint <= end) ?? false;

/** The subset of the face that holds the code point (latin when none does: a visible gap). */
const subsetFor = (face: FontFace, codePoint: number, current: Subset | undefined): Subset => {
  const subsets = getSubsetRanges(face.family);
  if (current && covers(subsets.get(current), codePoint)) return current;
  for (const [subset, ranges] of subsets) if (covers(ranges, codePoint)) return subset;
  return 'latin';
};

/**
 * The text (NFC, so a name typed with combining accents prints as one letter each) cut into runs
 * of one subset file each; a character stays in the current run when that file holds it.
 */
export const splitIntoRuns = (text: string, face: FontFace): TextRun[] => {
  const runs: (TextRun & { subset: Subset })[] = [];
  for (const character of text.normalize('NFC')) {
    const current = runs.at(-1);
    const subset = subsetFor(face, character.codePointAt(0) ?? 0, current?.subset);
    if (current && current.subset === subset) current.text += character;
    else runs.push({ text: character, font: fontName(face, subset), subset });
  }
  return runs.map(({ text: runText, font }) => ({ text: runText, font }));
};

/**
 * Parses a font for every document to share. fontkit keeps each glyph it meets with the characters
 * it was met for, and pdfkit writes those as the glyph's text: a glyph first met as a part of
 * another ("u" inside "ú", while one document is embedded) would be kept with none, and every later
 * document would print it without text (lost to copy, search and screen readers). Meeting every
 * character of the font once, first, gives each glyph its character.
 */
const parseFont = (file: Buffer): ParsedFont => {
  const font = fontkit.create(file);
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
};

/** The parsed font of a registered name ("inter-latin-ext-600"), made once per process. */
export const getFont = (name: string): ParsedFont => {
  let font = parsedFonts.get(name);
  if (!font) {
    const [family, ...rest] = name.split('-');
    const weight = rest.pop();
    const subset = rest.join('-');
    const path = require.resolve(
      `@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`,
    );
    font = parseFont(woffToSfnt(readFileSync(path)));
    parsedFonts.set(name, font);
  }
  return font;
};
