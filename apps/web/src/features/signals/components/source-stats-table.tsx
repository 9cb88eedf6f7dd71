import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { SignalSource } from '@signaldesk/contracts/signal-sources';
import type { ReactNode } from 'react';
import { UtcStamp } from '../../../components/ui/utc-stamp';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { translate, useT } from '../../../i18n/use-t';
import { formatOneDecimalPercent, formatSignedPercent } from '../../../utils/format';

const rate = (value: number | null) => (value === null ? '-' : formatOneDecimalPercent(value));
/** `4 (57.1%)`; just `0` without signals. */
const enteredText = (source: SignalSource) =>
  source.enteredPercent === null ? '0' : `${source.entered} (${rate(source.enteredPercent)})`;
/** Phones get one card per source: the eight columns do not fit 375 px. */
const SOURCE_CARDS_QUERY = '(max-width: 47.99em)';

function RevokeAction({
  source,
  onRevoke,
}: {
  source: SignalSource;
  onRevoke: (source: SignalSource) => void;
}) {
  const t = useT();
  if (source.revokedAt) {
    return (
      <Badge color="gray" variant="outline" size="sm">
        {t('signals.sourceStatsTable.revoked')}
      </Badge>
    );
  }
  if (source.kind !== 'webhook' && source.kind !== 'telegram') return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="red"
      onClick={() => onRevoke(source)}
      aria-label={t('signals.sourceStatsTable.revoke', { name: source.name })}
    >
      {t('signals.sourceStatsTable.revoke2')}
    </Button>
  );
}

/** A live source's name opens its settings (updates, rate, retry field); a revoked one's is text. */
function SourceName({
  source,
  onSettings,
}: {
  source: SignalSource;
  onSettings: (source: SignalSource) => void;
}) {
  if (source.revokedAt) {
    return (
      <Text size="sm" fw={600}>
        {source.name}
      </Text>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      fw={600}
      ta="left"
      onClick={() => onSettings(source)}
      aria-label={translate('signals.sourceSettings.title', { name: source.name })}
    >
      {source.name}
    </Anchor>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function SourceCards({
  sources,
  onRevoke,
  onSettings,
}: {
  sources: SignalSource[];
  onRevoke: (source: SignalSource) => void;
  onSettings: (source: SignalSource) => void;
}) {
  const t = useT();
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t('signals.sourceStatsTable.signalSources')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {sources.map((source) => (
        <Card key={source.id} component="li" withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <SourceName source={source} onSettings={onSettings} />
            </div>
            <RevokeAction source={source} onRevoke={onRevoke} />
          </Group>
          <Text size="xs" c="dimmed">
            {source.kind}
            {source.channelIds ? ` · ${source.channelIds.join(', ')}` : ''}
          </Text>
          <SimpleGrid cols={3} spacing="xs" mt="xs">
            <Stat label={t('signals.sourceStatsTable.signals')}>{source.signals}</Stat>
            <Stat label={t('signals.sourceStatsTable.entered')}>{enteredText(source)}</Stat>
            <Stat label={t('signals.sourceStatsTable.winRate')}>{rate(source.winRate)}</Stat>
            <Stat label={t('signals.sourceStatsTable.avgPL')}>
              {formatSignedPercent(source.averageProfit)}
            </Stat>
            <Stat label={t('signals.sourceStatsTable.lastSignal')}>
              {source.lastSignalAt ? <UtcStamp value={source.lastSignalAt} /> : '-'}
            </Stat>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Per-source statistics, as Cornix shows per channel: signals, the share that entered, the win rate and average
 * P&L of their closed positions, the last signal; and Revoke for a live webhook or Telegram source.
 */
export function SourceStatsTable({
  sources,
  onRevoke,
  onSettings,
}: {
  sources: SignalSource[];
  onRevoke: (source: SignalSource) => void;
  onSettings: (source: SignalSource) => void;
}) {
  const t = useT();
  const phone = useViewportQuery(SOURCE_CARDS_QUERY);
  if (phone) return <SourceCards sources={sources} onRevoke={onRevoke} onSettings={onSettings} />;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label={t('signals.sourceStatsTable.signalSources')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('signals.sourceStatsTable.source')}</Table.Th>
            <Table.Th>{t('signals.sourceStatsTable.kind')}</Table.Th>
            <Table.Th ta="right">{t('signals.sourceStatsTable.signals')}</Table.Th>
            <Table.Th ta="right">{t('signals.sourceStatsTable.entered')}</Table.Th>
            <Table.Th ta="right">{t('signals.sourceStatsTable.winRate')}</Table.Th>
            <Table.Th ta="right">{t('signals.sourceStatsTable.avgPL')}</Table.Th>
            <Table.Th>{t('signals.sourceStatsTable.lastSignal')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('signals.sourceStatsTable.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((source) => (
            <Table.Tr key={source.id}>
              <Table.Td>
                <SourceName source={source} onSettings={onSettings} />
                {source.channelIds && (
                  <Text size="xs" c="dimmed">
                    {source.channelIds.join(', ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{source.kind}</Table.Td>
              <Table.Td ta="right">{source.signals}</Table.Td>
              <Table.Td ta="right">{enteredText(source)}</Table.Td>
              <Table.Td ta="right">
                {rate(source.winRate)}
                {source.closed > 0 && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {t('signals.sourceStatsTable.of')} {source.closed}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" c={(source.averageProfit ?? 0) < 0 ? 'red.4' : undefined}>
                {formatSignedPercent(source.averageProfit)}
              </Table.Td>
              <Table.Td>{source.lastSignalAt ? <UtcStamp value={source.lastSignalAt} /> : '-'}</Table.Td>
              <Table.Td>
                <RevokeAction source={source} onRevoke={onRevoke} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
