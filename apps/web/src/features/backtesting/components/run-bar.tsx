import { Anchor, Button, Group, Paper, Stack, Switch, Tabs, Text } from '@mantine/core';
import type { BacktestConfigKey } from '@signaldesk/core/backtest/config';
import type { ConfigIssue } from '@signaldesk/core/backtest/config-rules';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { SweepTabLabel } from './sweeps/sweep-tab-label';

const SHOWN_ISSUES = 3;
const TAB_PADDING = { base: 6, sm: 'md' } as const;
export const RUN_BLOCKED_ID = 'backtest-run-blocked';

/** The screen's tabs, in the bar's order. */
export type ScreenView = 'configuration' | 'result' | 'runs' | 'sweep';

interface RunBarProps {
  running: boolean;
  /** "Keep this run": the next runs go to the run library. */
  keep: boolean;
  onKeepChange: (keep: boolean) => void;
  issues: readonly ConfigIssue[];
  onRun: () => void;
  /** Opens the configuration and moves the focus to the field. */
  onShowField: (field: BacktestConfigKey) => void;
}

/**
 * Run Backtest and the screen's tab bar (Configuration, Result, Run library, Sweep), kept in view at the top of the
 * screen while the page scrolls under it; rendered inside the screen's Tabs. While a setting breaks a rule, Run is
 * disabled and the bar says which, each a link to its field.
 */
export function RunBar({ running, keep, onKeepChange, issues, onRun, onShowField }: RunBarProps) {
  const t = useT();
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
            {running ? t('backtesting.runBar.runningBacktest') : t('backtesting.runBar.runBacktest')}
          </Button>
          <Switch
            label={t('backtesting.runBar.keepThisRun')}
            checked={keep}
            onChange={(event) => onKeepChange(event.currentTarget.checked)}
            disabled={running}
          />
          {blocked && (
            <Stack gap={0} id={RUN_BLOCKED_ID} style={{ flex: '1 1 12rem', minWidth: 0 }} role="status">
              <Text size="sm" fw={600} c="var(--mantine-color-error)">
                {issues.length === 1
                  ? t('backtesting.runBar.fix1SettingTo')
                  : t('backtesting.runBar.fixSettingsToRun', { length: issues.length })}
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
                  {t('backtesting.runBar.and')} {issues.length - SHOWN_ISSUES} {t('backtesting.runBar.more')}
                </Text>
              )}
            </Stack>
          )}
        </Group>
      </Group>
      {/* One line on a phone too: narrower tabs below the sm breakpoint, and the list scrolls sideways rather
          than wrap when the Sweep tab's label grows ('Sweep 45 %'). */}
      <Tabs.List
        mt="xs"
        aria-label={t('backtesting.runBar.backtestingViews')}
        style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
      >
        <Tabs.Tab value="configuration" px={TAB_PADDING}>
          {t('backtesting.runBar.configuration')}
        </Tabs.Tab>
        <Tabs.Tab value="result" px={TAB_PADDING}>
          {t('backtesting.runBar.result')}
        </Tabs.Tab>
        <Tabs.Tab value="runs" px={TAB_PADDING}>
          {t('backtesting.runBar.runLibrary')}
        </Tabs.Tab>
        <Tabs.Tab value="sweep" px={TAB_PADDING}>
          <SweepTabLabel />
        </Tabs.Tab>
      </Tabs.List>
    </Paper>
  );
}
