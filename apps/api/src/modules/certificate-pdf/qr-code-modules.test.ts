import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { getQrRuns, QR_ERROR_CORRECTION } from './qr-code-modules';

const URL = 'https://escola.example/certification/7K3M-9QPX-2D4F';

describe('getQrRuns', () => {
  it('covers exactly the dark modules of the QR code, with runs that do not overlap', () => {
    const { modules } = QRCode.create(URL, { errorCorrectionLevel: QR_ERROR_CORRECTION });
    const { size, runs } = getQrRuns(URL);
    expect(size).toBe(modules.size);

    const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const { row, column, length } of runs) {
      for (let offset = 0; offset < length; offset += 1) {
        expect(drawn[row]?.[column + offset]).toBe(false);
        drawn[row]![column + offset] = true;
      }
    }
    const expected = Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (__, column) => Boolean(modules.get(row, column))),
    );
    expect(drawn).toEqual(expected);
  });

  it('merges adjacent dark modules: the finder pattern’s top row is one run of 7', () => {
    const { runs } = getQrRuns(URL);
    expect(runs[0]).toEqual({ row: 0, column: 0, length: 7 });
  });
});
