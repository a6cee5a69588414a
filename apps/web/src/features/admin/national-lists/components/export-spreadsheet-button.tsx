// "Exportar planilha" with the download's progress: a bar that fills when the size is known, an
// indeterminate one with the bytes received when it is not (the exports are streamed).
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EXPORT_SPREADSHEET_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../../components/ui/button';
import type { SpreadsheetExportState } from '../hooks/use-spreadsheet-export';

const KB = 1024;
const MB = KB * 1024;
const formatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const formatBytes = (bytes: number): string => {
  if (bytes >= MB) return `${formatter.format(bytes / MB)} MB`;
  if (bytes >= KB) return `${formatter.format(bytes / KB)} KB`;
  return `${formatter.format(bytes)} B`;
};

export const ExportSpreadsheetButton = ({
  state,
  onExport,
}: {
  state: SpreadsheetExportState;
  onExport: () => void;
}) => {
  const { t } = useTranslation('admin');
  const downloading = state.status === 'downloading';
  return (
    <div className="national-lists__export">
      <Button variant="secondary" onClick={onExport} disabled={downloading}>
        <Download aria-hidden="true" size={18} />
        {downloading ? t('waitingList.export.downloading') : t('waitingList.export.button')}
      </Button>
      {downloading ? (
        <div className="national-lists__progress">
          {state.progress.total === null ? (
            <progress aria-label={t('waitingList.export.progressLabel')} />
          ) : (
            <progress
              aria-label={t('waitingList.export.progressLabel')}
              max={state.progress.total}
              value={state.progress.received}
            />
          )}
          <span aria-live="polite">
            {state.progress.total === null
              ? t('waitingList.export.received', { size: formatBytes(state.progress.received) })
              : t('waitingList.export.receivedOf', {
                  size: formatBytes(state.progress.received),
                  total: formatBytes(state.progress.total),
                })}
          </span>
        </div>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className="national-lists__export-error">
          {EXPORT_SPREADSHEET_ERROR_MESSAGE}
        </p>
      ) : null}
      {state.status === 'done' ? (
        <p role="status" className="national-lists__export-done">
          {t('waitingList.export.done', { fileName: state.fileName })}
        </p>
      ) : null}
    </div>
  );
};
