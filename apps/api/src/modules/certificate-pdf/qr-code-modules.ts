// A QR code as vector shapes: the dark modules of `QRCode.create(text)`, merged into horizontal runs
// (one rectangle per run of adjacent dark modules in a row), all filled as one path — sharp at any
// zoom or printer resolution, and no seams between modules.
import QRCode from 'qrcode';

/** A run of dark modules in one row: `length` modules from `column`. */
export type QrRun = { row: number; column: number; length: number };
export type QrRuns = { size: number; runs: QrRun[] };

/** Medium error correction (15 %): survives a crease or a smudge on a printed certificate. */
export const QR_ERROR_CORRECTION = 'M' as const;

export const getQrRuns = (text: string): QrRuns => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const runs: QrRun[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return { size: modules.size, runs };
};

/** Draws the code's dark modules in a square of `size` points at (x, y), quiet zone not included. */
export const drawQrCode = (
  document: PDFKit.PDFDocument,
  { text, x, y, size, color }: { text: string; x: number; y: number; size: number; color: string },
): void => {
  const qr = getQrRuns(text);
  const moduleSize = size / qr.size;
  for (const run of qr.runs) {
    document.rect(
      x + run.column * moduleSize,
      y + run.row * moduleSize,
      run.length * moduleSize,
      moduleSize,
    );
  }
  document.fill(color);
};
