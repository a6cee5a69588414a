// The metrics PDF's pages: A4 portrait, a running footer on each, and a cursor that knows how much
// room is left, so a table or a chart asks for its height and goes to a new page when it does not
// fit.
import { getFont, splitIntoRuns } from '../certificate-pdf/certificate-fonts';
import { COLORS, SCHOOL_NAME } from '../certificate-pdf/certificate-page';
import { drawLine, type LineStyle } from '../certificate-pdf/draw-text';

/** A4 portrait, in points. */
export const PORTRAIT = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 40;
export const CONTENT_WIDTH = PORTRAIT.width - 2 * MARGIN;
const FOOTER_HEIGHT = 24;
const CONTENT_BOTTOM = PORTRAIT.height - MARGIN - FOOTER_HEIGHT;

export const PDF_COLORS = {
  ...COLORS,
  band: '#f5f4fb',
  grid: '#e6e4f0',
} as const;

const style = (weight: 400 | 600 | 700, size: number, color: string): LineStyle => ({
  face: { family: 'inter', weight },
  size,
  color,
});

export const PDF_STYLES = {
  school: style(600, 11, PDF_COLORS.muted),
  title: style(700, 22, PDF_COLORS.primaryDeep),
  subtitle: style(400, 10, PDF_COLORS.muted),
  section: style(700, 14, PDF_COLORS.primaryDeep),
  note: style(400, 8.5, PDF_COLORS.muted),
  cell: style(400, 8.5, PDF_COLORS.text),
  cellStrong: style(700, 8.5, PDF_COLORS.text),
  header: style(600, 8, PDF_COLORS.white),
  figure: style(700, 16, PDF_COLORS.primaryDeep),
  figureLabel: style(400, 8, PDF_COLORS.muted),
  footer: style(400, 7.5, PDF_COLORS.muted),
};

/**
 * Parses the fonts the report draws with (once per process: the first report's costliest step,
 * ~1 s), so that the route can do it while its queries run.
 */
export const loadMetricsFonts = (): void => {
  for (const style of Object.values(PDF_STYLES)) {
    for (const run of splitIntoRuns('Aç', style.face)) getFont(run.font);
  }
};

export type PdfCursor = {
  document: PDFKit.PDFDocument;
  y: number;
  pageNumber: number;
  footer: string;
};

const drawFooter = (cursor: PdfCursor): void => {
  const y = PORTRAIT.height - MARGIN - PDF_STYLES.footer.size;
  drawLine(cursor.document, `${SCHOOL_NAME} · ${cursor.footer}`, PDF_STYLES.footer, {
    x: MARGIN,
    y,
  });
  const label = `Página ${cursor.pageNumber}`;
  drawLine(cursor.document, label, PDF_STYLES.footer, {
    x: PORTRAIT.width - MARGIN - 40,
    y,
  });
};

export const startDocument = (document: PDFKit.PDFDocument, footer: string): PdfCursor => {
  const cursor = { document, y: MARGIN, pageNumber: 1, footer };
  drawFooter(cursor);
  return cursor;
};

export const addPage = (cursor: PdfCursor): void => {
  cursor.document.addPage();
  cursor.pageNumber += 1;
  cursor.y = MARGIN;
  drawFooter(cursor);
};

/** Room below the cursor on this page. */
export const roomLeft = (cursor: PdfCursor): number => CONTENT_BOTTOM - cursor.y;

/** A new page unless `height` fits below the cursor. */
export const ensureRoom = (cursor: PdfCursor, height: number): void => {
  if (height > roomLeft(cursor)) addPage(cursor);
};

/** A section heading; with `keepWith`, it moves to a new page unless that much follows it. */
export const drawSectionTitle = (cursor: PdfCursor, title: string, keepWith = 0): void => {
  ensureRoom(cursor, 28 + keepWith);
  drawLine(cursor.document, title, PDF_STYLES.section, { x: MARGIN, y: cursor.y });
  cursor.y += 24;
};

/** A short paragraph line in the note style. */
export const drawNote = (cursor: PdfCursor, text: string): void => {
  ensureRoom(cursor, 14);
  drawLine(cursor.document, text, PDF_STYLES.note, {
    x: MARGIN,
    y: cursor.y,
    maxWidth: CONTENT_WIDTH,
  });
  cursor.y += 14;
};
