// Lines of text on the certificate, drawn as runs of one font file each (certificate-fonts.ts) and
// placed by hand: centred, or from a left edge, shrunk to a maximum width when they are too long.
import { getFont, splitIntoRuns, type FontFace, type TextRun } from './certificate-fonts';

export type LineStyle = {
  face: FontFace;
  size: number;
  color: string;
  /** Extra space between characters, in points. */
  characterSpacing?: number;
};

const useFont = (document: PDFKit.PDFDocument, name: string, size: number): void => {
  // pdfkit's types list only files; its font factory takes a parsed font as well.
  document.registerFont(name, getFont(name) as unknown as Buffer);
  document.font(name, size);
};

const runWidth = (
  document: PDFKit.PDFDocument,
  run: TextRun,
  size: number,
  characterSpacing: number,
): number => {
  useFont(document, run.font, size);
  return document.widthOfString(run.text, { characterSpacing });
};

/** Width of the text in the style, in points. */
export const measureText = (document: PDFKit.PDFDocument, text: string, style: LineStyle) =>
  splitIntoRuns(text, style.face).reduce(
    (width, run) => width + runWidth(document, run, style.size, style.characterSpacing ?? 0),
    0,
  );

/** The largest size up to the style's that keeps the text within `maxWidth`. */
export const fitFontSize = (
  document: PDFKit.PDFDocument,
  text: string,
  style: LineStyle,
  maxWidth: number,
): number => {
  const width = measureText(document, text, style);
  return width <= maxWidth ? style.size : Math.floor(((style.size * maxWidth) / width) * 10) / 10;
};

/** Height of one line of the style (ascender to descender plus the font's gap). */
export const lineHeight = (document: PDFKit.PDFDocument, style: LineStyle): number => {
  useFont(document, splitIntoRuns('A', style.face)[0]?.font ?? '', style.size);
  return document.currentLineHeight(true);
};

/**
 * Draws one line with its top at `y`: centred on `centerX`, or from `x`. With `maxWidth` the size
 * shrinks so the line fits. Answers the size used and the width drawn.
 */
export const drawLine = (
  document: PDFKit.PDFDocument,
  text: string,
  style: LineStyle,
  position: { y: number; centerX?: number; x?: number; maxWidth?: number; link?: string },
): { size: number; width: number } => {
  const size =
    position.maxWidth === undefined
      ? style.size
      : fitFontSize(document, text, style, position.maxWidth);
  const fitted = { ...style, size };
  const characterSpacing = style.characterSpacing ?? 0;
  const runs = splitIntoRuns(text, style.face);
  const width = measureText(document, text, fitted);
  let x = position.centerX === undefined ? (position.x ?? 0) : position.centerX - width / 2;
  document.fillColor(style.color);
  for (const run of runs) {
    useFont(document, run.font, size);
    document.text(run.text, x, position.y, {
      lineBreak: false,
      characterSpacing,
      ...(position.link ? { link: position.link } : {}),
    });
    x += document.widthOfString(run.text, { characterSpacing });
  }
  return { size, width };
};
