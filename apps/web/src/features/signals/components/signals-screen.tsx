import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { SignalSource } from '@signaldesk/contracts/signal-sources';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { useSignalSources } from '../api/get-signal-sources';
import { useRevokeSignalSource } from '../api/revoke-signal-source';
import { SIGNAL_LABELS } from '../utils/signal-labels';
import { CreateSourceModal } from './create-source-modal';
import { SignalFeed } from './signal-feed';
import { SourceSettingsModal } from './source-settings-modal';
import { SourceStatsTable } from './source-stats-table';

/**
 * The Signals screen (docs/signals.md, "The Signals screen"): the sources with their statistics, managed here,
 * then the live feed.
 */
export function SignalsScreen() {
  const t = useT();
  const sources = useSignalSources();
  const revoke = useRevokeSignalSource();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<SignalSource | null>(null);
  const [editing, setEditing] = useState<SignalSource | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (source) =>
        notifySuccess(
          t('signals.signalsScreen.sourceRevoked'),
          t('signals.signalsScreen.itsKeyNoLonger', { name: source.name }),
        ),
      onError: (error) =>
        notifyFailure(
          t('signals.signalsScreen.revokeFailed'),
          getErrorMessage(error, t('signals.signalsScreen.theSourceCouldNot')),
        ),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3">
            {SIGNAL_LABELS.sources}
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('signals.signalsScreen.newSource')}
          </Button>
        </Group>
        {sources.isPending ? (
          <PageLoader label={t('signals.signalsScreen.loadingSources')} minHeight={120} />
        ) : sources.isError && !sources.data ? (
          <ErrorState
            message={getErrorMessage(sources.error, SIGNAL_LABELS.sourcesError)}
            onRetry={() => void sources.refetch()}
            retrying={sources.isFetching}
          />
        ) : sources.data.length === 0 ? (
          <Center py="md">
            <Text c="gray.5">{SIGNAL_LABELS.noSources}</Text>
          </Center>
        ) : (
          <SourceStatsTable sources={sources.data} onRevoke={setRevoking} onSettings={setEditing} />
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {SIGNAL_LABELS.feed}
        </Title>
        <SignalFeed sources={sources.data ?? []} />
      </Stack>
      <CreateSourceModal opened={creating} onClose={() => setCreating(false)} />
      <SourceSettingsModal source={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        message={revoking ? t('signals.signalsScreen.revokeItsKeyStops', { name: revoking.name }) : null}
        confirmLabel={t('signals.signalsScreen.revoke')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
