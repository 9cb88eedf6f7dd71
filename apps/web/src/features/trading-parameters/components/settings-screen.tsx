import { Grid, Paper, Stack, Title } from '@mantine/core';
import { PARAMETER_GROUPS, type TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { useTradingParameters } from '../api/get-trading-parameters';
import { ParameterField } from './parameter-field';
import { ParameterOriginPanel } from './parameter-origin';
import { RecentChanges } from './recent-changes';

export const PARAMETERS_LOAD_ERROR = 'Error loading parameters';

function ParameterGroupPanel({ group, parameters }: { group: string; parameters: TradingParameter[] }) {
  const titleId = `group-${group.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {group}
      </Title>
      <Stack gap="md">
        {parameters.map((parameter) => (
          <ParameterField key={parameter.key} parameter={parameter} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The trading parameters (docs/trading-parameters.md): one panel per group in the screen's order, each parameter
 * saved on its own as soon as it changes, and the recent changes beside them.
 */
export function SettingsScreen() {
  const query = useTradingParameters();
  if (query.isPending) return <PageLoader label="Loading parameters" />;
  if (query.isError) {
    return (
      <ErrorState
        message={PARAMETERS_LOAD_ERROR}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const groups = PARAMETER_GROUPS.map((group) => ({
    group,
    parameters: query.data.filter((parameter) => parameter.group === group),
  })).filter((entry) => entry.parameters.length > 0);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="md">
          <ParameterOriginPanel />
          {groups.map((entry) => (
            <ParameterGroupPanel key={entry.group} group={entry.group} parameters={entry.parameters} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <RecentChanges />
      </Grid.Col>
    </Grid>
  );
}
