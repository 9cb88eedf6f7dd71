import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';

export function BacktestErrorBanner({ message }: { message: string }) {
  const t = useT();
  return (
    <Alert
      color="red"
      variant="filled"
      title={t('backtesting.runStatus.backtestFailed')}
      icon={<IconAlertTriangle size={18} />}
      role="alert"
    >
      {message}
    </Alert>
  );
}

function useElapsedSeconds(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

export function BacktestRunningBanner({ startedAt }: { startedAt: number }) {
  const t = useT();
  const seconds = useElapsedSeconds(startedAt);
  return (
    <Alert color="blue" variant="light" role="status">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" />
        <Text size="sm" fw={600}>
          {t('backtesting.runStatus.runningBacktestAnalysis')}
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {seconds} {t('backtesting.runStatus.sElapsed')}
        </Text>
      </Group>
    </Alert>
  );
}
