// WOFF 1.0 → the TrueType/OpenType (sfnt) file it wraps, in memory. pdfkit's font reader (fontkit)
// reads WOFF but inflates a compressed table again on every access — the whole `glyf` table once
// per glyph drawn or embedded — which makes a page with a few dozen glyphs cost tens of
// milliseconds. Unwrapping each font once, when the module loads, removes that cost.
// Format: https://www.w3.org/TR/WOFF/ (header 44 bytes, 20-byte table entries, zlib tables).
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_SIZE = 44;
const WOFF_TABLE_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_TABLE_RECORD_SIZE = 16;

type Table = { tag: number; checksum: number; data: Buffer };

const padToFour = (length: number): number => (length + 3) & ~3;

const readTables = (woff: Buffer, numberOfTables: number): Table[] =>
  Array.from({ length: numberOfTables }, (_, index) => {
    const entry = WOFF_HEADER_SIZE + index * WOFF_TABLE_ENTRY_SIZE;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('WOFF: tabela com tamanho inesperado');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

/** The sfnt bytes inside a WOFF 1.0 file (throws on anything else). */
export const woffToSfnt = (woff: Buffer): Buffer => {
  if (woff.length < WOFF_HEADER_SIZE || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Não é um arquivo WOFF 1.0.');
  }
  const flavor = woff.readUInt32BE(4);
  const numberOfTables = woff.readUInt16BE(12);
  const tables = readTables(woff, numberOfTables);

  const directorySize = SFNT_HEADER_SIZE + numberOfTables * SFNT_TABLE_RECORD_SIZE;
  const totalSize = tables.reduce(
    (size, table) => size + padToFour(table.data.length),
    directorySize,
  );
  const sfnt = Buffer.alloc(totalSize);
  const entrySelector = Math.floor(Math.log2(numberOfTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numberOfTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numberOfTables * 16 - searchRange, 10);

  let offset = directorySize;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_SIZE + index * SFNT_TABLE_RECORD_SIZE;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padToFour(table.data.length);
  });
  return sfnt;
};
