// A horizontal bar chart of the metrics dashboard, drawn as SVG (no chart library: a few bars
// need none, and the admin chunk stays small). Accessible: the SVG is one image (role="img")
// named by its title and described by a summary of every value; under it a button shows or hides
// the same numbers as a table (the chart's table alternative). The scale is the PDF's
// (getChartScaleMaximum, getChartTicks).
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCount,
  getChartScaleMaximum,
  getChartTicks,
  type ChartEntry,
} from '@escola/domain/national-metrics';
import { Button } from '../../../../components/ui/button';

const WIDTH = 640;
const LABEL_WIDTH = 220;
const VALUE_WIDTH = 60;
const BAR_HEIGHT = 18;
const BAR_GAP = 10;
const AXIS_HEIGHT = 22;
/** Longer labels are cut with "…" on the axis (the summary and the table keep them whole). */
const LABEL_MAX_CHARACTERS = 24;

const shorten = (label: string): string =>
  label.length > LABEL_MAX_CHARACTERS ? `${label.slice(0, LABEL_MAX_CHARACTERS - 1)}…` : label;

export const MetricsChart = ({
  title,
  entries,
  tone = 'primary',
  table,
}: {
  title: string;
  entries: readonly ChartEntry[];
  tone?: 'primary' | 'accent';
  /** The same numbers as a table. */
  table: ReactNode;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const maximum = getChartScaleMaximum(entries.map((entry) => entry.value));
  const plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const barsHeight = entries.length * (BAR_HEIGHT + BAR_GAP);
  const summary = t('metrics.chartSummary', {
    title,
    values: entries.map((entry) => `${entry.label} ${formatCount(entry.value)}`).join('; '),
  });
  return (
    <figure className="metrics-chart">
      <svg
        className={`metrics-chart__svg metrics-chart__svg--${tone}`}
        viewBox={`0 0 ${WIDTH} ${barsHeight + AXIS_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {getChartTicks(maximum).map((tick) => {
          const x = LABEL_WIDTH + (plotWidth * tick) / maximum;
          return (
            <g key={tick}>
              <line
                className={tick === 0 ? 'metrics-chart__axis' : 'metrics-chart__grid'}
                x1={x}
                x2={x}
                y1={0}
                y2={barsHeight}
              />
              <text className="metrics-chart__tick" x={x} y={barsHeight + 16} textAnchor="middle">
                {formatCount(tick)}
              </text>
            </g>
          );
        })}
        {entries.map((entry, index) => {
          const y = index * (BAR_HEIGHT + BAR_GAP) + BAR_GAP / 2;
          const width = (plotWidth * entry.value) / maximum;
          return (
            <g key={entry.label}>
              <text
                className="metrics-chart__label"
                x={LABEL_WIDTH - 8}
                y={y + 13}
                textAnchor="end"
              >
                {shorten(entry.label)}
              </text>
              <rect
                className="metrics-chart__bar"
                x={LABEL_WIDTH}
                y={y}
                width={width}
                height={BAR_HEIGHT}
                rx={3}
              />
              <text className="metrics-chart__value" x={LABEL_WIDTH + width + 6} y={y + 13}>
                {formatCount(entry.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <Button
        variant="secondary"
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {t(showTable ? 'metrics.hideTable' : 'metrics.showTable')}
      </Button>
      <div id={`${id}-table`} hidden={!showTable}>
        {table}
      </div>
    </figure>
  );
};
