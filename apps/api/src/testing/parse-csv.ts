// Test helper: a `;`-separated CSV read back by a maintained parser (exceljs's, fast-csv), not by
// the code that wrote it. Every field stays the text it was (no numbers or dates guessed); the
// byte-order mark is checked and taken off first.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

export const parseSemicolonCsv = async (bytes: Buffer): Promise<string[][]> => {
  if (!bytes.subarray(0, 3).equals(BYTE_ORDER_MARK)) {
    throw new Error('o CSV não começa com o BOM de UTF-8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([bytes.subarray(3)]), {
    map: (value: string) => value,
    parserOptions: { delimiter: ';' },
  } as never);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => String(values[index] ?? '')));
  });
  return rows;
};
