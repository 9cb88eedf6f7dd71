import { Box, Text, Tooltip } from '@mantine/core';
import type { AnalyticsGroup } from '@signaldesk/contracts/advanced-analytics';
import { formatFrenchCount } from '../../../utils/format';
import {
  EMPTY_CELL_COLOUR,
  type HeatMetric,
  heatColour,
  heatScale,
  scalePosition,
} from '../utils/heat-colour';
import classes from './group-bars.module.css';
import { metricText } from './heat-map';

export interface BarGroup extends AnalyticsGroup {
  key: number;
  /** Under the bar. */
  label: string;
  /** Read by assistive technology and shown in the tooltip. */
  name: string;
}

interface GroupBarsProps {
  title: string;
  groups: readonly BarGroup[];
  metric: HeatMetric;
  onPick: (key: number) => void;
}

/**
 * A bar per group: its height is the number of positions, its colour the chosen metric (the heat map's scale).
 * A click filters on the group.
 */
export function GroupBars({ title, groups, metric, onPick }: GroupBarsProps) {
  const largest = Math.max(1, ...groups.map((group) => group.count));
  const scale = heatScale(
    metric,
    groups.filter((group) => group.count > 0).map((group) => group[metric]),
  );
  return (
    <Box>
      <Text size="sm" fw={600} mb={6}>
        {title}
      </Text>
      <ul className={classes.bars} aria-label={title}>
        {groups.map((group) => {
          const summary =
            group.count === 0
              ? `${group.name} : aucune position`
              : `${group.name} : ${formatFrenchCount(group.count)} positions, ${metricText(metric, group)}`;
          return (
            <li key={group.key} className={classes.item}>
              <Tooltip label={summary} withinPortal>
                <button
                  type="button"
                  className={classes.bar}
                  onClick={() => onPick(group.key)}
                  aria-label={summary}
                >
                  <span
                    className={classes.fill}
                    style={{
                      height: `${Math.max(group.count > 0 ? 4 : 0, (group.count / largest) * 100)}%`,
                      background:
                        group.count === 0
                          ? EMPTY_CELL_COLOUR
                          : heatColour(scalePosition(group[metric], scale)),
                    }}
                  />
                </button>
              </Tooltip>
              <span className={classes.label} aria-hidden>
                {group.label}
              </span>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
