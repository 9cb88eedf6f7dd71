import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export function BacktestErrorBanner({ message }: { message: string }) {
  return (
    <Alert
      color="red"
      variant="filled"
      title="Backtest failed"
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
  const seconds = useElapsedSeconds(startedAt);
  return (
    <Alert color="blue" variant="light" role="status">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" />
        <Text size="sm" fw={600}>
          Running backtest analysis...
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {seconds} s elapsed
        </Text>
      </Group>
    </Alert>
  );
}
