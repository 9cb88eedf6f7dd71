import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { useRunBacktest } from '../api/run-backtest';
import { useBacktestConfig } from '../hooks/use-backtest-config';
import { downloadTextFile } from '../utils/download-file';
import { readFileText } from '../utils/read-file-text';
import { parseSettingsFile, settingsFileName, settingsToJson } from '../utils/settings-file';
import { BacktestResults } from './backtest-results';
import { BacktestToolbar } from './backtest-toolbar';
import { ConfigPanel } from './config-panel';
import { ResetConfirmModal } from './reset-confirm-modal';
import { BacktestErrorBanner, BacktestRunningBanner } from './run-status';

type ImportNotice = { kind: 'success' | 'error'; message: string } | null;

/** The Strategy Backtesting screen (docs/backtesting-screen.md). */
export function BacktestingScreen() {
  const { config, setField, replaceConfig, resetConfig } = useBacktestConfig();
  const { state, run, isRunning } = useRunBacktest();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [importNotice, setImportNotice] = useState<ImportNotice>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The outcome sits below the long configuration: bring it into view when a run starts.
  useEffect(() => {
    if (state.status === 'running')
      outcomeRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [state.status]);

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
        onExport={() => downloadTextFile(settingsFileName(new Date()), settingsToJson(config))}
        onReset={() => setConfirmingReset(true)}
        onRun={() => void run(config)}
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
      <ConfigPanel config={config} setField={setField} />
      <Stack gap="lg" ref={outcomeRef} style={{ scrollMarginTop: 16 }}>
        {state.status === 'error' && <BacktestErrorBanner message={state.message} />}
        {state.status === 'running' && <BacktestRunningBanner startedAt={state.startedAt} />}
        {state.status === 'success' && <BacktestResults result={state.result} />}
      </Stack>
    </Stack>
  );
}
