import { Group, Text } from '@mantine/core';
import { createChart, LineSeries } from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { useT } from '../../../../i18n/use-t';
import { canDrawCharts } from '../../../../lib/canvas-support';
import { type BalancePoint, resultChartOptions } from '../../utils/chart-data';

export interface EquityCurve {
  label: string;
  color: string;
  points: readonly BalancePoint[];
}

/** Several balance curves on one time axis (the comparison of runs); a legend names each colour. */
export function EquityOverlayChart({ curves }: { curves: readonly EquityCurve[] }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const drawn = useMemo(() => curves.filter((curve) => curve.points.length > 0), [curves]);

  useEffect(() => {
    const element = container.current;
    if (!element || drawn.length === 0 || !canDrawCharts()) return;
    const chart = createChart(element, resultChartOptions());
    for (const curve of drawn) {
      const series = chart.addSeries(LineSeries, {
        color: curve.color,
        lineWidth: 2,
        title: curve.label,
        priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
      });
      series.setData([...curve.points]);
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [drawn]);

  if (drawn.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('backtesting.equityOverlayChart.noneOfTheseRuns')}
      </Text>
    );
  return (
    <>
      <Group gap="md" wrap="wrap" aria-label={t('backtesting.equityOverlayChart.curves')}>
        {curves.map((curve) => (
          <Group key={curve.label} gap={6} wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 16,
                height: 3,
                borderRadius: 2,
                background: curve.color,
                display: 'inline-block',
              }}
            />
            <Text size="sm">
              {curve.label}
              {curve.points.length === 0 ? t('backtesting.equityOverlayChart.noTrade') : ''}
            </Text>
          </Group>
        ))}
      </Group>
      <div
        ref={container}
        style={{ width: '100%', height: 320 }}
        data-testid="equity-overlay-chart"
        role="img"
        aria-label={t('backtesting.equityOverlayChart.balanceCurvesOf', {
          v0: curves.map((curve) => curve.label).join(', '),
        })}
      />
    </>
  );
}
