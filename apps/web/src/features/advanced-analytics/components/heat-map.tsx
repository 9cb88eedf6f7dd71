import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { AdvancedAnalytics, AnalyticsGroup } from '@signaldesk/contracts/advanced-analytics';
import { useT } from '../../../i18n/use-t';
import {
  formatFrenchCount,
  formatFrenchOneDecimalPercent,
  formatFrenchSignedPercent,
} from '../../../utils/format';
import { hourLabel, WEEKDAY_DISPLAY_ORDER, WEEKDAY_NAMES, WEEKDAY_SHORT } from '../utils/analytics-labels';
import {
  EMPTY_CELL_COLOUR,
  type HeatMetric,
  heatColour,
  heatScale,
  scalePosition,
} from '../utils/heat-colour';
import classes from './heat-map.module.css';

/** What a click on the heat map asks for: one cell, one weekday (row) or one hour (column). */
export type HeatMapPick = { day: number; hour: number } | { day: number } | { hour: number };

interface HeatMapProps {
  data: AdvancedAnalytics;
  metric: HeatMetric;
  onPick: (pick: HeatMapPick) => void;
}

export function metricText(metric: HeatMetric, group: AnalyticsGroup): string {
  return metric === 'winRate'
    ? formatFrenchOneDecimalPercent(group.winRate)
    : formatFrenchSignedPercent(group.averageProfit);
}

function describe(group: AnalyticsGroup): string {
  if (group.count === 0) return 'aucune position';
  return `${formatFrenchCount(group.count)} position${group.count > 1 ? 's' : ''}, réussite ${formatFrenchOneDecimalPercent(group.winRate)}, profit moyen ${formatFrenchSignedPercent(group.averageProfit)}`;
}

/** Weekday × UTC hour: colour by the chosen metric, the count in each cell; headers and cells set the filter. */
export function HeatMap({ data, metric, onPick }: HeatMapProps) {
  const t = useT();
  const filled = data.grid.filter((cell) => cell.count > 0);
  const scale = heatScale(
    metric,
    filled.map((cell) => cell[metric]),
  );
  const cellOf = (day: number, hour: number) => data.grid[day * 24 + hour]!;
  return (
    <Box>
      <div className={classes.scroller}>
        <table className={classes.table} aria-label={t('advancedAnalytics.heatMap.carteDeChaleurJour')}>
          <thead>
            <tr>
              <th scope="col" className={classes.corner}>
                <span className={classes.visuallyHidden}>{t('advancedAnalytics.heatMap.jour')}</span>
              </th>
              {data.byHour.map((hour) => (
                <th key={hour.hour} scope="col">
                  <UnstyledButton
                    className={classes.header}
                    onClick={() => onPick({ hour: hour.hour })}
                    aria-label={t('advancedAnalytics.heatMap.hUtcFiltrerSur', {
                      v0: String(hour.hour).padStart(2, '0'),
                      v1: describe(hour),
                    })}
                  >
                    {String(hour.hour).padStart(2, '0')}
                  </UnstyledButton>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAY_DISPLAY_ORDER.map((day) => (
              <tr key={day}>
                <th scope="row">
                  <UnstyledButton
                    className={classes.header}
                    onClick={() => onPick({ day })}
                    aria-label={t('advancedAnalytics.heatMap.filtrerSurCeJour', {
                      v0: WEEKDAY_SHORT[day],
                      v1: WEEKDAY_NAMES[day].toLowerCase(),
                      v2: describe(data.byWeekday[day]!),
                    })}
                  >
                    {WEEKDAY_SHORT[day]}
                  </UnstyledButton>
                </th>
                {data.byHour.map(({ hour }) => {
                  const cell = cellOf(day, hour);
                  const background =
                    cell.count === 0 ? EMPTY_CELL_COLOUR : heatColour(scalePosition(cell[metric], scale));
                  return (
                    <td key={hour}>
                      <UnstyledButton
                        className={classes.cell}
                        style={{ background }}
                        onClick={() => onPick({ day, hour })}
                        aria-label={`${WEEKDAY_NAMES[day]} ${hourLabel(hour)} : ${describe(cell)}`}
                        title={t('advancedAnalytics.heatMap.utc', {
                          v0: WEEKDAY_NAMES[day],
                          v1: hourLabel(hour),
                          v2: describe(cell),
                        })}
                      >
                        {cell.count > 0 ? cell.count : ''}
                      </UnstyledButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Group gap="xs" mt="xs" wrap="nowrap" role="group" aria-label={t('advancedAnalytics.heatMap.legende')}>
        <Text size="xs" c="gray.5" ff="monospace">
          {metric === 'winRate'
            ? formatFrenchOneDecimalPercent(scale.min)
            : formatFrenchSignedPercent(scale.min)}
        </Text>
        <div className={classes.legend} aria-hidden />
        <Text size="xs" c="gray.5" ff="monospace">
          {metric === 'winRate'
            ? formatFrenchOneDecimalPercent(scale.max)
            : formatFrenchSignedPercent(scale.max)}
        </Text>
      </Group>
      <Text size="xs" c="gray.5" mt={4}>
        {t('advancedAnalytics.heatMap.leChiffreDeChaque')}{' '}
        {metric === 'winRate'
          ? t('advancedAnalytics.heatMap.leTauxDeReussite')
          : t('advancedAnalytics.heatMap.leProfitMoyen')}
        {t('advancedAnalytics.heatMap.unClicSurUne')}
      </Text>
    </Box>
  );
}
