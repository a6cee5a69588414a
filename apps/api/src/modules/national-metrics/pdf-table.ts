// A table of the metrics PDF: a coloured header row, zebra rows, numbers aligned to the right. A
// table longer than the page goes on at the next one under its header again ("continuação"),
// and never holds more than `rowsPerPage` rows on one page (the configuration's records per
// report).
import { drawLine, measureText, type LineStyle } from '../certificate-pdf/draw-text';
import {
  addPage,
  CONTENT_WIDTH,
  ensureRoom,
  MARGIN,
  PDF_COLORS,
  PDF_STYLES,
  roomLeft,
  type PdfCursor,
} from './pdf-page';

export type PdfColumn = { header: string; width: number; numeric?: boolean };
export type PdfRow = { cells: string[]; strong?: boolean };

// 50 rows (the default records per report) fit under the header of a continued page.
const ROW_HEIGHT = 13.5;
const HEADER_HEIGHT = 24;
const PADDING = 4;

const drawCell = ({
  document,
  text,
  style,
  column,
  x,
  y,
  height,
}: {
  document: PDFKit.PDFDocument;
  text: string;
  style: LineStyle;
  column: PdfColumn;
  x: number;
  y: number;
  height: number;
}): void => {
  const maxWidth = column.width - 2 * PADDING;
  const top = y + (height - style.size * 1.2) / 2;
  if (!column.numeric) {
    drawLine(document, text, style, { x: x + PADDING, y: top, maxWidth });
    return;
  }
  const width = Math.min(measureText(document, text, style), maxWidth);
  drawLine(document, text, style, { x: x + column.width - PADDING - width, y: top, maxWidth });
};

/** Header labels may take two lines: split at the space nearest the middle when too wide. */
const headerLines = (document: PDFKit.PDFDocument, column: PdfColumn): string[] => {
  const room = column.width - 2 * PADDING;
  if (measureText(document, column.header, PDF_STYLES.header) <= room) return [column.header];
  const words = column.header.split(' ');
  if (words.length < 2) return [column.header];
  const middle = Math.ceil(words.length / 2);
  return [words.slice(0, middle).join(' '), words.slice(middle).join(' ')];
};

const drawHeader = (cursor: PdfCursor, columns: readonly PdfColumn[]): void => {
  const { document } = cursor;
  document.rect(MARGIN, cursor.y, CONTENT_WIDTH, HEADER_HEIGHT).fill(PDF_COLORS.primary);
  let x = MARGIN;
  for (const column of columns) {
    const lines = headerLines(document, column);
    const lineHeight = PDF_STYLES.header.size * 1.2;
    let top = cursor.y + (HEADER_HEIGHT - lines.length * lineHeight) / 2;
    for (const line of lines) {
      const width = Math.min(measureText(document, line, PDF_STYLES.header), column.width - 8);
      drawLine(document, line, PDF_STYLES.header, {
        x: column.numeric ? x + column.width - PADDING - width : x + PADDING,
        y: top,
        maxWidth: column.width - 2 * PADDING,
      });
      top += lineHeight;
    }
    x += column.width;
  }
  cursor.y += HEADER_HEIGHT;
};

export const drawTable = ({
  cursor,
  columns,
  rows,
  rowsPerPage = Number.POSITIVE_INFINITY,
  continuedLabel,
}: {
  cursor: PdfCursor;
  columns: readonly PdfColumn[];
  rows: readonly PdfRow[];
  rowsPerPage?: number;
  /** Drawn above the header when the table goes on at a new page. */
  continuedLabel: string;
}): void => {
  const { document } = cursor;
  ensureRoom(cursor, HEADER_HEIGHT + ROW_HEIGHT * Math.min(3, Math.max(1, rows.length)));
  drawHeader(cursor, columns);
  let onThisPage = 0;
  rows.forEach((row, index) => {
    if (roomLeft(cursor) < ROW_HEIGHT || onThisPage >= rowsPerPage) {
      addPage(cursor);
      drawLine(document, continuedLabel, PDF_STYLES.note, { x: MARGIN, y: cursor.y });
      cursor.y += 14;
      drawHeader(cursor, columns);
      onThisPage = 0;
    }
    if (index % 2 === 1) {
      document.rect(MARGIN, cursor.y, CONTENT_WIDTH, ROW_HEIGHT).fill(PDF_COLORS.band);
    }
    let x = MARGIN;
    row.cells.forEach((text, cellIndex) => {
      const column = columns[cellIndex];
      if (!column) return;
      const style = row.strong ? PDF_STYLES.cellStrong : PDF_STYLES.cell;
      drawCell({ document, text, style, column, x, y: cursor.y, height: ROW_HEIGHT });
      x += column.width;
    });
    cursor.y += ROW_HEIGHT;
    onThisPage += 1;
  });
  document
    .moveTo(MARGIN, cursor.y)
    .lineTo(MARGIN + CONTENT_WIDTH, cursor.y)
    .lineWidth(0.5)
    .stroke(PDF_COLORS.border);
  cursor.y += 14;
};

/** Column widths in proportion to `weights`, filling the content width. */
export const proportionalColumns = (
  columns: readonly (Omit<PdfColumn, 'width'> & { weight: number })[],
): PdfColumn[] => {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  return columns.map(({ weight, ...column }) => ({
    ...column,
    width: (CONTENT_WIDTH * weight) / total,
  }));
};
