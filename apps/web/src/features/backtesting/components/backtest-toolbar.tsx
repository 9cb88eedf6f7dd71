import { Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconRestore, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useT } from '../../../i18n/use-t';

/** One button a row on phones, two on small tablets, their natural width from the sm breakpoint. */
const BUTTON_FLEX = { base: '1 1 100%', xs: '1 1 40%', sm: '0 0 auto' };

interface BacktestToolbarProps {
  running: boolean;
  onImport: (file: File | null) => void;
  onExport: () => void;
  onReset: () => void;
}

export function BacktestToolbar({ running, onImport, onExport, onReset }: BacktestToolbarProps) {
  const t = useT();
  // Cleared after each pick so that importing the same file again (after fixing it) is noticed.
  const resetFileInput = useRef<() => void>(null);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('backtesting.backtestToolbar.strategyBacktesting')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('backtesting.backtestToolbar.replaysPastClosedPositions')}
        </Text>
      </Stack>
      <Group gap="xs" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
        <FileButton
          resetRef={resetFileInput}
          onChange={(file) => {
            onImport(file);
            resetFileInput.current?.();
          }}
          accept="application/json,.json"
          disabled={running}
        >
          {(props) => (
            <Button
              {...props}
              flex={BUTTON_FLEX}
              variant="default"
              leftSection={<IconUpload size={16} />}
              disabled={running}
            >
              {t('backtesting.backtestToolbar.importSettings')}
            </Button>
          )}
        </FileButton>
        <Button
          flex={BUTTON_FLEX}
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={onExport}
          disabled={running}
        >
          {t('backtesting.backtestToolbar.exportSettings')}
        </Button>
        <Button
          flex={BUTTON_FLEX}
          variant="default"
          leftSection={<IconRestore size={16} />}
          onClick={onReset}
          disabled={running}
        >
          {t('backtesting.backtestToolbar.resetToDefaults')}
        </Button>
      </Group>
    </Group>
  );
}
