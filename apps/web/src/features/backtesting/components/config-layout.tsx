import { Divider, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Panel } from './panel';

/** A section of the configuration panel: a panel one level below the page's results. */
export function ConfigSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Panel title={title} description={description} level={3}>
      {children}
    </Panel>
  );
}

export function ConfigSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" role="group" aria-label={title}>
      <Divider
        label={title}
        labelPosition="left"
        styles={{ label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
      />
      {children}
    </Stack>
  );
}

/** Inputs side by side on wide screens, one column on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}
