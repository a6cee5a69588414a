// The certificate's ornaments, all vector: the double frame with coral corners, the school's mark
// and the seal beside the QR code.
import { COLORS, PAGE } from './certificate-page';

const FRAME_INSET = 22;

export const drawFrame = (document: PDFKit.PDFDocument): void => {
  const outer = FRAME_INSET;
  const inner = FRAME_INSET + 7;
  document
    .lineWidth(1.5)
    .rect(outer, outer, PAGE.width - 2 * outer, PAGE.height - 2 * outer)
    .stroke(COLORS.primary);
  document
    .lineWidth(0.75)
    .rect(inner, inner, PAGE.width - 2 * inner, PAGE.height - 2 * inner)
    .stroke(COLORS.border);
  // Coral corners over the outer frame.
  const arm = 38;
  const right = PAGE.width - outer;
  const bottom = PAGE.height - outer;
  document.lineWidth(4).lineCap('square');
  document
    .moveTo(outer, outer + arm)
    .lineTo(outer, outer)
    .lineTo(outer + arm, outer);
  document
    .moveTo(right - arm, outer)
    .lineTo(right, outer)
    .lineTo(right, outer + arm);
  document
    .moveTo(outer, bottom - arm)
    .lineTo(outer, bottom)
    .lineTo(outer + arm, bottom);
  document
    .moveTo(right - arm, bottom)
    .lineTo(right, bottom)
    .lineTo(right, bottom - arm);
  document.stroke(COLORS.accent);
  document.lineCap('butt');
};

/** The school's mark (apps/web/public/favicon.svg, a 64-unit square) at (x, y), `size` wide. */
export const drawLogoMark = (document: PDFKit.PDFDocument, x: number, y: number, size: number) => {
  const unit = size / 64;
  document.save().translate(x, y).scale(unit);
  document.roundedRect(0, 0, 64, 64, 18).fill(COLORS.primary);
  document
    .lineWidth(7)
    .lineCap('round')
    .lineJoin('round')
    .moveTo(17, 21)
    .lineTo(30, 32)
    .lineTo(17, 43)
    .stroke(COLORS.white);
  document.roundedRect(34, 38, 15, 7, 3.5).fill(COLORS.logoAccent);
  document.restore();
};

/** A seal: the mark in a soft disc with a thin ring, centred on (x, y). */
export const drawSeal = (document: PDFKit.PDFDocument, x: number, y: number): void => {
  const radius = 36;
  document.circle(x, y, radius).fill(COLORS.primarySoft);
  document
    .lineWidth(1)
    .dash(2, { space: 2 })
    .circle(x, y, radius - 5)
    .stroke(COLORS.primary);
  document.undash();
  const markSize = 30;
  drawLogoMark(document, x - markSize / 2, y - markSize / 2, markSize);
};
