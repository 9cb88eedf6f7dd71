import { Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { getErrorMessage } from '../../../lib/api-client';
import { formatClockTime, formatDate } from '../../../utils/format';
import { useParameterChanges } from '../api/get-parameter-changes';

const shown = (value: string | null) => (value === null || value === '' ? '(empty)' : value);

/** The latest saved changes from the audit log: who, when, old → new. */
export function RecentChanges() {
  const query = useParameterChanges();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recent-changes-title">
      <Title order={3} size="h4" id="recent-changes-title" mb="sm">
        Recent changes
      </Title>
      {query.isPending ? (
        <PageLoader label="Loading recent changes" minHeight={80} />
      ) : query.isError ? (
        <ErrorState
          message={getErrorMessage(query.error, 'Error loading recent changes')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="gray.5">
          No change saved yet
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.map((change) => (
            <li key={change.id}>
              {change.changes.map((value) => (
                <div key={value.key}>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {value.key}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {shown(value.before)} → {shown(value.after)}
                  </Text>
                </div>
              ))}
              <Text size="xs" c="gray.5">
                {change.username}, {formatDate(change.at)} {formatClockTime(change.at)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
