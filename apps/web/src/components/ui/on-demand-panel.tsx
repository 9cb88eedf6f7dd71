import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { getErrorMessage } from '../../lib/api-client';
import { ErrorState } from './error-state';
import { PageLoader } from './page-loader';
import { FILLED_SHADE, MUTED_TEXT } from './text-colors';

interface OnDemandPanelProps {
  id: string;
  title: string;
  /** Shown before the first load, beside the load button. */
  description: string;
  loadLabel: string;
  loadingLabel: string;
  /** False until the person presses the load button. */
  requested: boolean;
  onLoad: () => void;
  query: { isPending: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  /** Beside the title once loaded (updated time, refresh). */
  headerRight?: ReactNode;
  /** The loaded content; rendered only when there is data. */
  children?: ReactNode;
}

/**
 * A dashboard panel that loads on demand: empty with a load button, a spinner while loading, the spec's
 * 'Error: ...' with Retry on failure, then its content. One failure never blanks the page.
 */
export function OnDemandPanel(props: OnDemandPanelProps) {
  const t = useT();
  const { id, title, requested, query } = props;
  const titleId = `${id}-title`;
  return (
    <Paper p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby={titleId} miw={0}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {requested && !query.isPending && props.headerRight}
        </Group>
        {!requested && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c={MUTED_TEXT}>
              {props.description}
            </Text>
            <Button color={FILLED_SHADE.teal} onClick={props.onLoad}>
              {props.loadLabel}
            </Button>
          </Stack>
        )}
        {requested && query.isPending && !query.error && (
          <PageLoader label={props.loadingLabel} minHeight={160} />
        )}
        {requested && query.error ? (
          <ErrorState
            message={t('ui.onDemandPanel.error', {
              v0: getErrorMessage(query.error, t('ui.onDemandPanel.erreurInconnue')),
            })}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        {requested && !query.isPending && !query.error && props.children}
      </Stack>
    </Paper>
  );
}
