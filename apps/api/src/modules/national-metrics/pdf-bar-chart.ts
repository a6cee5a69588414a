// A horizontal bar chart drawn with pdfkit's vector calls (no canvas, no browser): one bar per
// entry, its value written after it, on a round scale (getChartScaleMaximum) with four grid lines.
// Every chart of the PDF sits beside a table with the same numbers.
import {
  formatCount,
  getChartScaleMaximum,
  getChartTicks,
  type ChartEntry,
} from '@escola/domain/national-metrics';
import { drawLine, measureText } from '../certificate-pdf/draw-text';
import {
  CONTENT_WIDTH,
  ensureRoom,
  MARGIN,
  PDF_COLORS,
  PDF_STYLES,
  type PdfCursor,
} from './pdf-page';

const BAR_HEIGHT = 11;
const BAR_GAP = 5;
const LABEL_WIDTH = 150;
const VALUE_WIDTH = 56;
const AXIS_HEIGHT = 14;

export const drawBarChart = ({
  cursor,
  entries,
  color = PDF_COLORS.primary,
}: {
  cursor: PdfCursor;
  entries: readonly ChartEntry[];
  color?: string;
}): void => {
  const { document } = cursor;
  const height = entries.length * (BAR_HEIGHT + BAR_GAP) + AXIS_HEIGHT + 8;
  ensureRoom(cursor, height);
  const left = MARGIN + LABEL_WIDTH;
  const width = CONTENT_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const maximum = getChartScaleMaximum(entries.map((entry) => entry.value));
  const barsHeight = entries.length * (BAR_HEIGHT + BAR_GAP);
  const top = cursor.y;

  for (const tick of getChartTicks(maximum)) {
    const x = left + (width * tick) / maximum;
    document
      .moveTo(x, top)
      .lineTo(x, top + barsHeight)
      .lineWidth(0.5)
      .stroke(tick === 0 ? PDF_COLORS.muted : PDF_COLORS.grid);
    const label = formatCount(tick);
    const labelWidth = measureText(document, label, PDF_STYLES.footer);
    drawLine(document, label, PDF_STYLES.footer, {
      x: x - labelWidth / 2,
      y: top + barsHeight + 3,
    });
  }

  entries.forEach((entry, index) => {
    const y = top + index * (BAR_HEIGHT + BAR_GAP);
    drawLine(document, entry.label, PDF_STYLES.cell, {
      x: MARGIN,
      y: y + 1,
      maxWidth: LABEL_WIDTH - 8,
    });
    const barWidth = (width * entry.value) / maximum;
    if (barWidth > 0) document.rect(left, y, barWidth, BAR_HEIGHT).fill(color);
    drawLine(document, formatCount(entry.value), PDF_STYLES.cellStrong, {
      x: left + barWidth + 4,
      y: y + 1,
    });
  });
  cursor.y = top + height;
};
