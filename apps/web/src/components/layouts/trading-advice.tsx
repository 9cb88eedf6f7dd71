import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import type { AdvancedAnalytics } from '@signaldesk/contracts/advanced-analytics';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { can } from '@signaldesk/contracts/permissions';
import {
  type AdviceVerdict,
  HISTORY_ADVICE_MIN_TRADES,
  type HistoryGroup,
  tradingAdvice,
} from '@signaldesk/core/market/trading-advice';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Formatter, type Translate, useFormat, useT } from '../../i18n';
import { useAdviceMode } from '../../lib/advice-mode';
import { useAuth } from '../../lib/auth';
import { callEndpoint } from '../../lib/call-endpoint';

/** The whole closed history: Advanced Analytics' own answer from this day to today (UTC days). */
const HISTORY_START = '2000-01-01';
/** The figures change slowly: read again at most every ten minutes. */
const FIGURES_STALE_MS = 10 * 60_000;

/**
 * The closed history's figures by hour and weekday, from the very call Advanced Analytics makes (the same code on
 * the server computes both). admin1 only, as that call is: admin2 sees the schedule without figures.
 */
function useHistoryFigures(enabled: boolean, now: Date) {
  const endDate = now.toISOString().slice(0, 10);
  return useQuery({
    queryKey: ['trading-advice-figures', endDate],
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(endpoints.advancedAnalytics, {
          body: { startDate: HISTORY_START, endDate },
          signal,
        })
      ).data satisfies AdvancedAnalytics,
    enabled,
    staleTime: FIGURES_STALE_MS,
    retry: false,
  });
}

const COLOUR: Record<AdviceVerdict, string> = { good: 'teal', poor: 'red', neutral: 'gray' };

function figuresLine(
  t: Translate,
  format: Formatter,
  key: 'advice.hourFigures' | 'advice.dayFigures' | 'advice.overallFigures',
  group: HistoryGroup,
  names: Record<string, string> = {},
): string {
  return t(key, {
    ...names,
    trades: format.count(group.count),
    winRate: format.percent(group.winRate),
    average: format.percent(group.averageProfit, { decimals: 2, signed: true }),
  });
}

function AdviceBadge({
  verdict,
  label,
  icon,
  hint,
}: {
  verdict: AdviceVerdict;
  label: string;
  icon: ReactNode;
  hint: ReactNode;
}) {
  return (
    <Tooltip label={hint} withArrow multiline maw={320} events={{ hover: true, focus: true, touch: true }}>
      <Badge
        color={COLOUR[verdict]}
        variant="light"
        tt="none"
        size="md"
        leftSection={icon}
        radius="sm"
        tabIndex={0}
        data-verdict={verdict}
        style={{ flexShrink: 0, overflow: 'visible' }}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}

/**
 * The header's good/poor day and hour (docs/console.md, "Trading day and hour"): the spec's schedule by default, or
 * the operator's own history (Settings); either way the tooltip gives the hour's and the day's own figures and the
 * overall ones they are set against.
 */
export function TradingAdvice({ now }: { now: Date }) {
  const t = useT();
  const format = useFormat();
  const mode = useAdviceMode();
  const { adminType, isAuthenticated } = useAuth();
  const figures = useHistoryFigures(isAuthenticated && can(adminType, 'viewTrading'), now);
  const advice = tradingAdvice(mode, now, figures.data ?? null);
  const modeLine =
    mode === 'history'
      ? t('advice.modeHistory', { min: HISTORY_ADVICE_MIN_TRADES })
      : t('advice.modeSchedule');
  const hint = (line: string | null) => (
    <Stack gap={2}>
      <Text size="xs">{modeLine}</Text>
      {line && <Text size="xs">{line}</Text>}
      {advice.overall ? (
        <Text size="xs">{figuresLine(t, format, 'advice.overallFigures', advice.overall)}</Text>
      ) : (
        <Text size="xs">
          {figures.isPending && figures.fetchStatus !== 'idle'
            ? t('advice.loadingFigures')
            : t('advice.noFigures')}
        </Text>
      )}
    </Stack>
  );
  const dayLabel = {
    good: t('shell.status.goodDay'),
    poor: t('shell.status.poorDay'),
    neutral: t('advice.neutralDay'),
  }[advice.day.verdict];
  const hourLabel = {
    good: t('shell.status.goodHour'),
    poor: t('shell.status.poorHour'),
    neutral: t('advice.neutralHour'),
  }[advice.hour.verdict];
  return (
    <>
      <AdviceBadge
        verdict={advice.day.verdict}
        label={dayLabel}
        icon={<IconCalendarEvent size={14} />}
        hint={hint(
          advice.day.group &&
            figuresLine(t, format, 'advice.dayFigures', advice.day.group, {
              day: format.weekday(advice.day.utcDay),
            }),
        )}
      />
      <AdviceBadge
        verdict={advice.hour.verdict}
        label={hourLabel}
        icon={<IconClock size={14} />}
        hint={hint(
          advice.hour.group &&
            figuresLine(t, format, 'advice.hourFigures', advice.hour.group, {
              hour: format.hour(advice.hour.utcHour),
            }),
        )}
      />
    </>
  );
}
