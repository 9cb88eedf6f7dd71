import { Stack } from '@mantine/core';
import { SignalsScreen } from '../../features/signals/components/signals-screen';
import { TelegramPanel } from '../../features/signals/components/telegram-panel';

/**
 * Signals (admin1): sources with their statistics, and the live feed (docs/signals.md, "The Signals screen"); then
 * the Telegram panel (docs/telegram.md, The console).
 */
export default function SignalsRoute() {
  return (
    <Stack gap="lg">
      <SignalsScreen />
      <TelegramPanel />
    </Stack>
  );
}
