import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';

/** An honest stand-in for a screen that has not been built yet. */
export function ComingSoon({ title }: { title: string }) {
  const t = useT();
  return (
    <Paper p="xl">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconHourglassHigh size={26} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" ta="center">
          {t('ui.comingSoon.thisScreenIsComing')}
        </Text>
      </Stack>
    </Paper>
  );
}
