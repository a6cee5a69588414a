// CSV as a Brazilian spreadsheet program opens it (issue 19): UTF-8 with a byte-order mark (else
// accents come out garbled), `;` between fields (the comma is the decimal separator there), CRLF
// line ends and RFC 4180 quoting — a field holding `;`, a quote, CR or LF is quoted, its quotes
// doubled. Formula neutralisation is the cells' job (national-lists/spreadsheet-cells.ts).

export const CSV_BYTE_ORDER_MARK = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

const NEEDS_QUOTES = /[;"\r\n]/;

/** One field; a missing value is an empty field. */
export const toCsvField = (value: string | null): string => {
  if (value === null) return '';
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

/** One record, with its line end. */
export const toCsvRecord = (fields: readonly (string | null)[]): string =>
  `${fields.map(toCsvField).join(CSV_SEPARATOR)}${CSV_LINE_END}`;
