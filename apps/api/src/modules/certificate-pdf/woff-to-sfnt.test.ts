import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'));

describe('woffToSfnt', () => {
  it('unwraps a WOFF file into the TrueType file of the size its header announces', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour: TrueType outlines
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12)); // the number of tables
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // totalSfntSize
    const tags = Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) =>
      sfnt.toString('latin1', 12 + index * 16, 16 + index * 16),
    );
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'GPOS']));
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 não é WOFF 1'))).toThrow(
      'Não é um arquivo WOFF 1.0.',
    );
  });
});
