import { Alert, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import type { BacktestConfig, BacktestConfigKey } from '@signaldesk/core/backtest/config';
import type { ConfigIssue } from '@signaldesk/core/backtest/config-rules';
import { useEffect, useRef, useState } from 'react';
import { notifySuccess } from '../../../components/ui/notify';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { saveText } from '../../../lib/save-blob';
import { useRefreshRuns } from '../api/backtest-runs';
import { useRunBacktest } from '../api/run-backtest';
import { useBacktestConfig } from '../hooks/use-backtest-config';
import { ConfigIssuesContext, fieldInputId, useConfigIssues } from '../hooks/use-config-issues';
import { useKeepRuns } from '../hooks/use-keep-runs';
import { readFileText } from '../utils/read-file-text';
import { parseSettingsFile, settingsFileName, settingsToJson } from '../utils/settings-file';
import { BacktestResults } from './backtest-results';
import { BacktestToolbar } from './backtest-toolbar';
import { ConfigPanel } from './config-panel';
import { ExportWarningModal } from './export-warning-modal';
import { ResetConfirmModal } from './reset-confirm-modal';
import { RunBar, type ScreenView } from './run-bar';
import { BacktestErrorBanner, BacktestRunningBanner } from './run-status';
import { ResultOriginBar } from './runs/result-origin';
import { RunLibrary } from './runs/run-library';
import { SweepPanel } from './sweeps/sweep-panel';

type ImportNotice = { kind: 'success' | 'error'; message: string } | null;

/** The Strategy Backtesting screen (docs/backtesting-screen.md). */
export function BacktestingScreen() {
  const t = useT();
  const { config, setField, replaceConfig, resetConfig } = useBacktestConfig();
  const refreshRuns = useRefreshRuns();
  const { state, run, open, isRunning } = useRunBacktest(refreshRuns);
  const [keep, setKeep] = useKeepRuns();
  // The configuration first; a run or an opened run shows its Result (docs/backtesting-screen.md, Layout).
  const [view, setView] = useState<ScreenView>('configuration');
  // A tab's panel is mounted on its first visit and kept after, so its state (filters, a followed sweep) stays.
  const [visited, setVisited] = useState<ReadonlySet<ScreenView>>(() => new Set(['configuration']));
  useEffect(() => setVisited((seen) => (seen.has(view) ? seen : new Set([...seen, view]))), [view]);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [importNotice, setImportNotice] = useState<ImportNotice>(null);
  const [exportWarning, setExportWarning] = useState<readonly ConfigIssue[] | null>(null);
  const issues = useConfigIssues(config);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const tabsRef = useRef<HTMLDivElement>(null);

  /**
   * Shows a tab from its top: when the page was scrolled past the start of the tabs (deep in the configuration),
   * it goes back to where the run bar starts, so the new panel is read from its beginning.
   */
  function show(next: ScreenView) {
    setView(next);
    requestAnimationFrame(() => {
      const tabs = tabsRef.current;
      if (tabs && tabs.getBoundingClientRect().top < 0) tabs.scrollIntoView?.({ block: 'start' });
    });
  }

  // A run shows the Result tab, so the outcome comes right under the run bar.
  useEffect(() => {
    if (state.status === 'running')
      outcomeRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [state.status]);

  function startRun() {
    if (issues.list.length > 0) return;
    setView('result');
    void run(config, keep);
  }

  function openRun(id: number) {
    show('result');
    void open(id);
  }

  /** A kept run's or a sweep cell's configuration goes into the form, shown on its tab, with a toast. */
  function loadConfig(next: BacktestConfig, what: string) {
    replaceConfig(next);
    show('configuration');
    notifySuccess(
      t('backtesting.backtestingScreen.configurationLoaded'),
      t('backtesting.backtestingScreen.isNowInThe', { what }),
    );
  }

  function showField(field: BacktestConfigKey) {
    setView('configuration');
    requestAnimationFrame(() => {
      const input = document.getElementById(fieldInputId(field));
      input?.scrollIntoView?.({ block: 'center' });
      input?.focus();
    });
  }

  function exportSettings() {
    saveText(settingsFileName(new Date()), settingsToJson(config));
    setExportWarning(null);
  }

  async function importSettings(file: File | null) {
    if (!file) return;
    let text: string;
    try {
      text = await readFileText(file);
    } catch (error) {
      setImportNotice({
        kind: 'error',
        message: getErrorMessage(error, t('backtesting.backtestingScreen.theFileCouldNot')),
      });
      return;
    }
    const parsed = parseSettingsFile(text);
    if (parsed.ok) {
      replaceConfig(parsed.config);
      setImportNotice({
        kind: 'success',
        message: t('backtesting.backtestingScreen.settingsImportedFrom', { name: file.name }),
      });
    } else {
      setImportNotice({ kind: 'error', message: parsed.message });
    }
  }

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <BacktestToolbar
        running={isRunning}
        onImport={importSettings}
        onExport={() => (issues.list.length > 0 ? setExportWarning(issues.list) : exportSettings())}
        onReset={() => setConfirmingReset(true)}
      />
      <ResetConfirmModal
        opened={confirmingReset}
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => {
          resetConfig();
          setConfirmingReset(false);
        }}
      />
      <ExportWarningModal
        issues={exportWarning}
        onCancel={() => setExportWarning(null)}
        onExport={exportSettings}
      />
      {/* The tab bar sits in the sticky run bar: Result, Run library and Sweep are one click away from anywhere
          in the configuration, without scrolling past it. */}
      <Tabs
        ref={tabsRef}
        value={view}
        onChange={(next) => show((next as ScreenView | null) ?? 'configuration')}
        style={{ scrollMarginTop: 'var(--app-shell-header-offset, 0px)' }}
      >
        <Stack gap="lg">
          <RunBar
            running={isRunning}
            keep={keep}
            onKeepChange={setKeep}
            issues={issues.list}
            onRun={startRun}
            onShowField={showField}
          />
          {importNotice && (
            <Alert
              color={importNotice.kind === 'success' ? 'teal' : 'red'}
              variant="light"
              title={
                importNotice.kind === 'success'
                  ? t('backtesting.backtestingScreen.settingsImported')
                  : t('backtesting.backtestingScreen.importFailed')
              }
              withCloseButton
              onClose={() => setImportNotice(null)}
              role={importNotice.kind === 'error' ? 'alert' : 'status'}
            >
              {importNotice.message}
            </Alert>
          )}
          <Tabs.Panel value="configuration">
            <ConfigIssuesContext.Provider value={issues}>
              <ConfigPanel config={config} setField={setField} />
            </ConfigIssuesContext.Provider>
          </Tabs.Panel>
          <Tabs.Panel value="result">
            <Stack gap="lg" ref={outcomeRef} style={{ scrollMarginTop: 160 }}>
              {state.status === 'idle' && (
                <Text size="sm" c="dimmed">
                  {t('backtesting.backtestingScreen.noResultYetRun')}
                </Text>
              )}
              {state.status === 'error' && <BacktestErrorBanner message={state.message} />}
              {state.status === 'running' && <BacktestRunningBanner startedAt={state.startedAt} />}
              {state.status === 'opening' && (
                <Group gap="xs" role="status">
                  <Loader size="sm" />
                  <Text size="sm">
                    {t('backtesting.backtestingScreen.openingRun')}
                    {state.runId}…
                  </Text>
                </Group>
              )}
              {state.status === 'success' && (
                <>
                  <ResultOriginBar
                    origin={state.origin}
                    config={state.result.config}
                    onLoadConfig={(next) =>
                      loadConfig(
                        next,
                        state.origin.kind === 'library'
                          ? `The configuration of run #${state.origin.item.id}`
                          : 'The configuration',
                      )
                    }
                  />
                  <BacktestResults result={state.result} />
                </>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="runs">
            {visited.has('runs') && (
              <RunLibrary openingId={state.status === 'opening' ? state.runId : null} onOpen={openRun} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="sweep">
            {visited.has('sweep') && (
              <SweepPanel
                config={config}
                onLoadConfig={(next, what) => loadConfig(next, `The cell ${what}`)}
              />
            )}
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </Stack>
  );
}
