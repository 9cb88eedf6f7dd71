import { Anchor, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { BacktestConfigKey } from '@signaldesk/core/backtest/config';
import type { ConfigIssue } from '@signaldesk/core/backtest/config-rules';
import { IconChevronDown, IconChevronUp, IconPlayerPlay } from '@tabler/icons-react';

const SHOWN_ISSUES = 3;
export const RUN_BLOCKED_ID = 'backtest-run-blocked';

interface RunBarProps {
  running: boolean;
  /** "Keep this run": the next runs go to the run library. */
  keep: boolean;
  onKeepChange: (keep: boolean) => void;
  issues: readonly ConfigIssue[];
  configOpen: boolean;
  onToggleConfig: () => void;
  onRun: () => void;
  /** Opens the configuration and moves the focus to the field. */
  onShowField: (field: BacktestConfigKey) => void;
}

/**
 * Run Backtest, kept in view at the top of the screen while the configuration scrolls under it. While a
 * setting breaks a rule, Run is disabled and the bar says which, each a link to its field.
 */
export function RunBar({
  running,
  keep,
  onKeepChange,
  issues,
  configOpen,
  onToggleConfig,
  onRun,
  onShowField,
}: RunBarProps) {
  const blocked = issues.length > 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      shadow="xs"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 5 }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            onClick={onRun}
            disabled={running || blocked}
            aria-describedby={blocked ? RUN_BLOCKED_ID : undefined}
          >
            {running ? 'Running Backtest...' : 'Run Backtest'}
          </Button>
          <Switch
            label="Keep this run"
            checked={keep}
            onChange={(event) => onKeepChange(event.currentTarget.checked)}
            disabled={running}
          />
          {blocked && (
            <Stack gap={0} id={RUN_BLOCKED_ID} style={{ flex: '1 1 12rem', minWidth: 0 }} role="status">
              <Text size="sm" fw={600} c="var(--mantine-color-error)">
                {issues.length === 1 ? 'Fix 1 setting to run:' : `Fix ${issues.length} settings to run:`}
              </Text>
              {issues.slice(0, SHOWN_ISSUES).map((issue) => (
                <Anchor
                  key={`${issue.path}:${issue.message}`}
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  c="var(--mantine-color-error)"
                  style={{ overflowWrap: 'anywhere' }}
                  onClick={() => onShowField(issue.path)}
                >
                  {issue.message}
                </Anchor>
              ))}
              {issues.length > SHOWN_ISSUES && (
                <Text size="sm" c="var(--mantine-color-error)">
                  and {issues.length - SHOWN_ISSUES} more
                </Text>
              )}
            </Stack>
          )}
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onToggleConfig}
          aria-expanded={configOpen}
          aria-controls="backtest-configuration"
          rightSection={configOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        >
          {configOpen ? 'Hide configuration' : 'Show configuration'}
        </Button>
      </Group>
    </Paper>
  );
}
