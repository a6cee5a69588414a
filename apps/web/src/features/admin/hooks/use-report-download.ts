// The reports menu's downloads (issue 19): fetched, not navigated to (a navigation asks for
// text/html), then handed to the browser under the server's file name — the national lists'
// export path (national-lists/api/download-spreadsheet.ts). One download at a time; the link being
// downloaded is known, so it can say so; a failure shows the server's flash, or that the service
// is unavailable.
import { useCallback, useRef, useState } from 'react';
import { UNAVAILABLE_MESSAGE } from '@escola/domain/messages';
import { useFlash } from '../../../lib/flash';
import {
  downloadSpreadsheet,
  saveBlob,
  SpreadsheetDownloadError,
} from '../national-lists/api/download-spreadsheet';

/** Any report's file, or a JSON flash when the server refuses. */
const REPORT_ACCEPT = 'text/csv, application/pdf, application/json';

export const useReportDownload = () => {
  const { showFlash } = useFlash();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const running = useRef(false);

  const download = useCallback(
    async ({ href, fallbackFileName }: { href: string; fallbackFileName: string }) => {
      if (running.current) return;
      running.current = true;
      setPendingHref(href);
      try {
        saveBlob(
          await downloadSpreadsheet({
            path: href,
            accept: REPORT_ACCEPT,
            fallbackFileName,
            onProgress: () => undefined,
          }),
        );
      } catch (error) {
        const flash = error instanceof SpreadsheetDownloadError ? error.flash : null;
        showFlash(flash ?? { type: 'danger', message: UNAVAILABLE_MESSAGE });
      } finally {
        running.current = false;
        setPendingHref(null);
      }
    },
    [showFlash],
  );

  return { pendingHref, download };
};
