// A spreadsheet export downloaded by fetch, not by a navigation (a navigation asks for text/html and
// gets the app's page): the body is read as it streams in, so the page can show the bytes received
// (the total is known only when the server sends a length; the exports are streamed, so usually
// not), then kept as a Blob under the server's file name.
import type { Flash } from '@escola/contracts/flash';
import { UNAVAILABLE_MESSAGE } from '@escola/domain/messages';

export type DownloadProgress = { received: number; total: number | null };

export class SpreadsheetDownloadError extends Error {
  /** What the server said (a 4xx flash), or null when it failed or could not be reached. */
  readonly flash: Flash | null;

  constructor(flash: Flash | null) {
    super(flash?.message ?? UNAVAILABLE_MESSAGE);
    this.name = 'SpreadsheetDownloadError';
    this.flash = flash;
  }
}

const FILE_NAME = /filename="([^"]+)"/;

export const readFileName = (disposition: string | null): string | null =>
  FILE_NAME.exec(disposition ?? '')?.[1] ?? null;

const readFlash = async (response: Response): Promise<Flash | null> => {
  if (response.status >= 500) return null;
  try {
    const body = (await response.json()) as Partial<Flash>;
    return typeof body.message === 'string' && typeof body.type === 'string'
      ? (body as Flash)
      : null;
  } catch {
    return null;
  }
};

const readLength = (response: Response): number | null => {
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : null;
};

const SPREADSHEET_ACCEPT =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json';

export const downloadSpreadsheet = async ({
  path,
  onProgress,
  fallbackFileName,
  accept = SPREADSHEET_ACCEPT,
}: {
  /** The export's path with its query string. */
  path: string;
  onProgress: (progress: DownloadProgress) => void;
  fallbackFileName: string;
  /** The file's type and JSON (a flash); never text/html, which gets the app's page. */
  accept?: string;
}): Promise<{ blob: Blob; fileName: string }> => {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', headers: { accept } });
  } catch {
    throw new SpreadsheetDownloadError(null);
  }
  if (!response.ok || !response.body) throw new SpreadsheetDownloadError(await readFlash(response));
  const total = readLength(response);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  } catch {
    // The stream was cut (the server failed midway, or the connection dropped).
    throw new SpreadsheetDownloadError(null);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: readFileName(response.headers.get('content-disposition')) ?? fallbackFileName,
  };
};

/** Hands the file to the browser as a download. */
export const saveBlob = ({ blob, fileName }: { blob: Blob; fileName: string }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
