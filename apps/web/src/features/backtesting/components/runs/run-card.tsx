import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { BacktestRunItem } from '@signaldesk/contracts/backtest-runs';
import { IconEye, IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { translate, useT } from '../../../../i18n/use-t';
import { formatCount, formatUtcStamp } from '../../../../utils/format';
import { profitColor } from '../../utils/profit-color';
import { formatMetric, formatRunDuration } from '../../utils/run-figures';
import { ApplyToLiveButton } from '../apply/apply-to-live-button';
import { CachedBadge } from './cached-badge';

export const runTitle = (run: Pick<BacktestRunItem, 'id' | 'name'>) =>
  run.name ?? translate('backtesting.runActions.runNumber', { id: run.id });

/** How the run chose its positions: the latest N, or a date range. */
export function runSelection(run: BacktestRunItem): string {
  return run.useDateRange
    ? `${run.startDate ?? '?'} to ${run.endDate ?? '?'}`
    : `latest ${formatCount(run.positionCount)} positions`;
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.3}>
        {label}
      </Text>
      <Text size="sm" fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

interface RunCardProps {
  run: BacktestRunItem;
  selected: boolean;
  /** False when four runs are already chosen and this one is not among them. */
  selectable: boolean;
  opening: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
  onStar: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One kept run: who, when, how, the key figures; the owner's actions, read-only for another admin's run. */
export function RunCard({
  run,
  selected,
  selectable,
  opening,
  busy,
  onSelect,
  onOpen,
  onStar,
  onEdit,
  onDelete,
}: RunCardProps) {
  const t = useT();
  const title = runTitle(run);
  const { metrics } = run;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={title} style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 14rem' }} align="flex-start">
            <Checkbox
              mt={3}
              checked={selected}
              disabled={!selectable && !selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={t('backtesting.runCard.compare', { title })}
            />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                {run.starred && (
                  <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" aria-hidden />
                )}
                <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
                {run.name && (
                  <Text size="xs" c="dimmed">
                    #{run.id}
                  </Text>
                )}
                {!run.mine && (
                  <Badge variant="outline" color="gray" tt="none">
                    {run.owner} {t('backtesting.runCard.readOnly')}
                  </Badge>
                )}
                {run.cached && <CachedBadge computedAt={run.computedAt} />}
              </Group>
              <Text size="xs" c="dimmed">
                {formatUtcStamp(run.createdAt)} {t('backtesting.runCard.by')} {run.owner}{' '}
                {t('backtesting.runCard.took')} {formatRunDuration(run.durationMs)} · {runSelection(run)}
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="wrap">
            {run.mine && (
              <>
                <Tooltip
                  label={run.starred ? t('backtesting.runCard.unstar') : t('backtesting.runCard.star')}
                >
                  <ActionIcon
                    variant="subtle"
                    color="yellow"
                    size="lg"
                    aria-label={`${run.starred ? 'Unstar' : 'Star'} ${title}`}
                    aria-pressed={run.starred}
                    disabled={busy}
                    onClick={onStar}
                  >
                    {run.starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('backtesting.runCard.renameOrNote')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('backtesting.runCard.renameOrNote2', { title })}
                    disabled={busy}
                    onClick={onEdit}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('backtesting.runCard.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('backtesting.runCard.delete2', { title })}
                    disabled={busy}
                    onClick={onDelete}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
            <ApplyToLiveButton target={{ kind: 'run', id: run.id }} title={title} />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} />}
              loading={opening}
              onClick={onOpen}
              aria-label={t('backtesting.runCard.open', { title })}
            >
              {t('backtesting.runCard.open2')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3, lg: 6 }} spacing="xs" verticalSpacing={6}>
          <Figure
            label="P&L"
            value={formatMetric('totalPnl', run.totalProfitLoss)}
            color={profitColor(run.totalProfitLoss)}
          />
          <Figure label={t('backtesting.runCard.roi')} value={formatMetric('roi', run.returnOnInvestment)} />
          <Figure label={t('backtesting.runCard.winRate')} value={formatMetric('winRate', run.winRate)} />
          <Figure
            label={t('backtesting.runCard.profitFactor')}
            value={formatMetric('profitFactor', metrics.profitFactor)}
          />
          <Figure
            label={t('backtesting.runCard.maxDd')}
            value={formatMetric('maxDrawdown', metrics.maxDrawdown)}
          />
          <Figure label={t('backtesting.runCard.trades')} value={formatCount(run.totalTrades)} />
        </SimpleGrid>
        {run.note && (
          <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
            {run.note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
