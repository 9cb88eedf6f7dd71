import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatSignedUsd } from '../../../utils/format';
import { profitColor } from '../utils/profit-color';

/** A labelled figure of the backtest results; `role="group"` named by its label, so tests and readers find it. */
export function StatCard({
  label,
  value,
  hint,
  color,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  color?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text size="lg" fw={700} c={color} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** A StatCard for a gain or loss: the amount formatted (signed US dollars by default) and coloured by its sign. */
export function ProfitStatCard({
  label,
  amount,
  format = formatSignedUsd,
}: {
  label: string;
  amount: number;
  format?: (amount: number) => string;
}) {
  return <StatCard label={label} value={format(amount)} color={profitColor(amount)} />;
}
