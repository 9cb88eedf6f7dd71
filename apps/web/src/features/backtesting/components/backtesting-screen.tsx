import { Alert, Collapse, Stack } from '@mantine/core';
import type { BacktestConfigKey } from '@signaldesk/core/backtest/config';
import type { ConfigIssue } from '@signaldesk/core/backtest/config-rules';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { useRunBacktest } from '../api/run-backtest';
import { useBacktestConfig } from '../hooks/use-backtest-config';
import { ConfigIssuesContext, fieldInputId, useConfigIssues } from '../hooks/use-config-issues';
import { downloadTextFile } from '../utils/download-file';
import { readFileText } from '../utils/read-file-text';
import { parseSettingsFile, settingsFileName, settingsToJson } from '../utils/settings-file';
import { BacktestResults } from './backtest-results';
import { BacktestToolbar } from './backtest-toolbar';
import { ConfigPanel } from './config-panel';
import { ExportWarningModal } from './export-warning-modal';
import { ResetConfirmModal } from './reset-confirm-modal';
import { RunBar } from './run-bar';
import { BacktestErrorBanner, BacktestRunningBanner } from './run-status';

type ImportNotice = { kind: 'success' | 'error'; message: string } | null;

/** The Strategy Backtesting screen (docs/backtesting-screen.md). */
export function BacktestingScreen() {
  const { config, setField, replaceConfig, resetConfig } = useBacktestConfig();
  const { state, run, isRunning } = useRunBacktest();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [importNotice, setImportNotice] = useState<ImportNotice>(null);
  const [exportWarning, setExportWarning] = useState<readonly ConfigIssue[] | null>(null);
  const [configOpen, setConfigOpen] = useState(true);
  const issues = useConfigIssues(config);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // A run folds the configuration away, so the outcome comes right under the run bar.
  useEffect(() => {
    if (state.status === 'running')
      outcomeRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [state.status]);

  function startRun() {
    if (issues.list.length > 0) return;
    setConfigOpen(false);
    void run(config);
  }

  function showField(field: BacktestConfigKey) {
    setConfigOpen(true);
    requestAnimationFrame(() => {
      const input = document.getElementById(fieldInputId(field));
      input?.scrollIntoView?.({ block: 'center' });
      input?.focus();
    });
  }

  function exportSettings() {
    downloadTextFile(settingsFileName(new Date()), settingsToJson(config));
    setExportWarning(null);
  }

  async function importSettings(file: File | null) {
    if (!file) return;
    let text: string;
    try {
      text = await readFileText(file);
    } catch (error) {
      setImportNotice({ kind: 'error', message: getErrorMessage(error, 'The file could not be read.') });
      return;
    }
    const parsed = parseSettingsFile(text);
    if (parsed.ok) {
      replaceConfig(parsed.config);
      setImportNotice({ kind: 'success', message: `Settings imported from ${file.name}.` });
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
      <RunBar
        running={isRunning}
        issues={issues.list}
        configOpen={configOpen}
        onToggleConfig={() => setConfigOpen((open) => !open)}
        onRun={startRun}
        onShowField={showField}
      />
      {importNotice && (
        <Alert
          color={importNotice.kind === 'success' ? 'teal' : 'red'}
          variant="light"
          title={importNotice.kind === 'success' ? 'Settings imported' : 'Import failed'}
          withCloseButton
          onClose={() => setImportNotice(null)}
          role={importNotice.kind === 'error' ? 'alert' : 'status'}
        >
          {importNotice.message}
        </Alert>
      )}
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
      <ConfigIssuesContext.Provider value={issues}>
        <Collapse
          expanded={configOpen}
          keepMounted
          keepMountedMode="display-none"
          id="backtest-configuration"
        >
          <ConfigPanel config={config} setField={setField} />
        </Collapse>
      </ConfigIssuesContext.Provider>
      <Stack gap="lg" ref={outcomeRef} style={{ scrollMarginTop: 96 }}>
        {state.status === 'error' && <BacktestErrorBanner message={state.message} />}
        {state.status === 'running' && <BacktestRunningBanner startedAt={state.startedAt} />}
        {state.status === 'success' && <BacktestResults result={state.result} />}
      </Stack>
    </Stack>
  );
}
