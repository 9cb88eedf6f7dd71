import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelProps {
  title: string;
  description?: ReactNode;
  /** Shown at the right of the title (wraps under it on phones). */
  aside?: ReactNode;
  /** Results are h2 panels; configuration sections sit one level below. */
  level?: 2 | 3;
  children: ReactNode;
}

/** A bordered section of the backtesting screen, named after its title for assistive technology. */
export function Panel({ title, description, aside, level = 2, children }: PanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <div>
            <Title order={level} size={level === 2 ? 'h3' : 'h4'}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
