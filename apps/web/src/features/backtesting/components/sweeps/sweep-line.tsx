import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { SweepResult } from '@signaldesk/contracts/backtest-sweeps';
import { useT } from '../../../../i18n/use-t';
import { fieldLabel } from '../../config/field-text';
import { formatMetric, METRIC_TEXT } from '../../utils/run-figures';

/** Before the box is measured (and in jsdom). */
const FALLBACK_WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 22, bottom: 22 };

/**
 * The metric along a single swept field, as a line (gaps where a combination has no value); the best point is
 * ringed. Drawn for the eye: the cells under it carry the same figures for the keyboard and screen readers.
 */
export function SweepLine({ result }: { result: SweepResult }) {
  const t = useT();
  const { ref, width: measured } = useElementSize();
  const WIDTH = measured > 0 ? measured : FALLBACK_WIDTH;
  const axis = result.axes[0];
  if (!axis || axis.values.length === 0) return null;
  const metric = result.status.metric;
  const byIndex = new Map(result.cells.map((cell) => [cell.at[0] ?? -1, cell.metric]));
  const known = [...byIndex.values()].filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  const min = Math.min(...known);
  const max = Math.max(...known);
  // Each point over the middle of its cell in the row below, which shares the width when it does not scroll.
  const x = (index: number) => ((index + 0.5) / axis.values.length) * WIDTH;
  const y = (value: number) =>
    PAD.top + (max === min ? 0.5 : 1 - (value - min) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);

  const segments: string[] = [];
  let current = '';
  axis.values.forEach((_, index) => {
    const value = byIndex.get(index);
    if (value === null || value === undefined) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const best = result.best ? { index: result.best.at[0] ?? 0, value: result.best.metric } : null;

  return (
    <figure style={{ margin: 0 }} ref={ref}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={t('backtesting.sweepLine.alongFromTo', {
          label: METRIC_TEXT[metric].label,
          v1: fieldLabel(axis.field),
          v2: formatMetric(metric, min),
          v3: formatMetric(metric, max),
        })}
        style={{ display: 'block' }}
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke="rgba(134, 142, 150, 0.4)"
        />
        {segments.map((path) => (
          <path key={path} d={path} fill="none" stroke="#20c997" strokeWidth={2.5} />
        ))}
        {best && (
          <circle cx={x(best.index)} cy={y(best.value)} r={7} fill="none" stroke="#fcc419" strokeWidth={3} />
        )}
        <text x={4} y={14} fill="#adb5bd" fontSize={12}>
          {formatMetric(metric, max)}
        </text>
        <text x={4} y={HEIGHT - 6} fill="#adb5bd" fontSize={12}>
          {formatMetric(metric, min)}
        </text>
      </svg>
      <Text component="figcaption" size="xs" c="dimmed">
        {METRIC_TEXT[metric].label} {t('backtesting.sweepLine.along')} {fieldLabel(axis.field)}
        {t('backtesting.sweepLine.theHighestValueAt')}
      </Text>
    </figure>
  );
}
