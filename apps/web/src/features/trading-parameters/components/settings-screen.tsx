import { Grid, Paper, Stack, Title } from '@mantine/core';
import { PARAMETER_GROUPS, type TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { useT } from '../../../i18n';
import { useTradingParameters } from '../api/get-trading-parameters';
import { groupLabel } from '../utils/parameter-texts';
import { AdviceModePanel } from './advice-mode-panel';
import { ParameterField } from './parameter-field';
import { ParameterOriginPanel } from './parameter-origin';
import { RecentChanges } from './recent-changes';

function ParameterGroupPanel({ group, parameters }: { group: string; parameters: TradingParameter[] }) {
  const t = useT();
  const titleId = `group-${group.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {groupLabel(t, group)}
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
 * saved on its own by its Save button (a switch or a choice at once), the advice mode of the header, and the one
 * history of changes to live beside them.
 */
export function SettingsScreen() {
  const t = useT();
  const query = useTradingParameters();
  if (query.isPending) return <PageLoader label={t('parameters.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('parameters.loadError')}
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
        <Stack gap="md">
          <RecentChanges />
          <AdviceModePanel />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
