// One export at a time: its progress while the file streams in, then the download; a failure shows
// 'Erro ao exportar planilha' by the button and the flash says what to do (docs/product/admin.md:
// the export error leads to the unavailable message; a 4xx says what the server refused).
import { useCallback, useRef, useState } from 'react';
import { UNAVAILABLE_MESSAGE } from '@escola/domain/messages';
import { useFlash } from '../../../../lib/flash';
import {
  downloadSpreadsheet,
  saveBlob,
  SpreadsheetDownloadError,
  type DownloadProgress,
} from '../api/download-spreadsheet';

export type SpreadsheetExportState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: DownloadProgress }
  | { status: 'done'; fileName: string }
  | { status: 'error' };

export const useSpreadsheetExport = () => {
  const { showFlash } = useFlash();
  const [state, setState] = useState<SpreadsheetExportState>({ status: 'idle' });
  const running = useRef(false);

  const start = useCallback(
    async ({ path, fallbackFileName }: { path: string; fallbackFileName: string }) => {
      if (running.current) return;
      running.current = true;
      setState({ status: 'downloading', progress: { received: 0, total: null } });
      try {
        const file = await downloadSpreadsheet({
          path,
          fallbackFileName,
          onProgress: (progress) => setState({ status: 'downloading', progress }),
        });
        saveBlob(file);
        setState({ status: 'done', fileName: file.fileName });
      } catch (error) {
        setState({ status: 'error' });
        const flash = error instanceof SpreadsheetDownloadError ? error.flash : null;
        showFlash(flash ?? { type: 'danger', message: UNAVAILABLE_MESSAGE });
      } finally {
        running.current = false;
      }
    },
    [showFlash],
  );

  return { state, start };
};
