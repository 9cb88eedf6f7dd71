import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ParameterChange } from '@signaldesk/contracts/trading-parameters';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { type Translate, useFormat, useT } from '../../../i18n';
import { getErrorMessage } from '../../../lib/api-client';
import { useParameterChanges } from '../api/get-parameter-changes';
import { parameterLabel } from '../utils/parameter-texts';

/** Keys listed under one apply or undo before "and N more". */
const SHOWN_KEYS = 4;

function title(t: Translate, change: ParameterChange): string {
  const name = change.source?.name ?? '';
  switch (change.kind) {
    case 'edit':
      return t('parameters.history.edit');
    case 'repair':
      return t('parameters.history.repair');
    case 'apply':
      return t('parameters.history.apply', { name });
    case 'undo':
      return t('parameters.history.undo', { name });
  }
}

function ChangeItem({ change }: { change: ParameterChange }) {
  const t = useT();
  const format = useFormat();
  const shown = (value: string | null) =>
    value === null || value === '' ? t('parameters.history.emptyValue') : value;
  const rest = change.changes.length - SHOWN_KEYS;
  return (
    <li data-change-kind={change.kind}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title(t, change)}
        </Text>
        {change.undone && (
          <Badge size="xs" color="gray" variant="light">
            {t('parameters.history.undone')}
          </Badge>
        )}
      </Group>
      {change.changes.slice(0, SHOWN_KEYS).map((value) => (
        <Text key={value.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {parameterLabel(t, value)}{' '}
          <Text span size="xs" c="dimmed" ff="monospace">
            {value.key}
          </Text>
          : {shown(value.before)} → {shown(value.after)}
        </Text>
      ))}
      {rest > 0 && (
        <Text size="xs" c="dimmed">
          {t('parameters.history.more', { count: rest })}
        </Text>
      )}
      <Text size="xs" c="gray.5">
        {t('parameters.history.by', { user: change.username, at: format.dateTime(change.at) })}
      </Text>
    </li>
  );
}

/**
 * The one history of changes to live (docs/trading-parameters.md, History): hand edits, applies of a run or sweep
 * cell (marked when undone) and their undos, each with who, when and old → new.
 */
export function RecentChanges() {
  const t = useT();
  const query = useParameterChanges();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recent-changes-title">
      <Title order={3} size="h4" id="recent-changes-title" mb="sm">
        {t('parameters.history.title')}
      </Title>
      {query.isPending ? (
        <PageLoader label={t('parameters.history.loading')} minHeight={80} />
      ) : query.isError ? (
        <ErrorState
          message={getErrorMessage(query.error, t('parameters.history.loadError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="gray.5">
          {t('parameters.history.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.map((change) => (
            <ChangeItem key={change.id} change={change} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
