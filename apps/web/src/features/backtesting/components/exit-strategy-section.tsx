import { Text } from '@mantine/core';
import { ConfigNumberInput, type ConfigProps } from './config-fields';
import { ConfigSection, FieldGrid } from './config-layout';

/** The portion TP3 closes, as the engine splits the position (docs/backtest.md, 5. The trade). */
export function tp3RemainderPercent(tp1ExitPercent: number, tp2ExitPercent: number): number {
  const first = Math.min(Math.max(tp1ExitPercent, 0), 100);
  const second = Math.min(Math.max(tp2ExitPercent, 0), 100 - first);
  return 100 - first - second;
}

export function ExitStrategySection({ config, setField }: ConfigProps) {
  const props = { config, setField };
  const remainder = tp3RemainderPercent(config.tp1ExitPercent, config.tp2ExitPercent);
  return (
    <ConfigSection
      title="Position Exit Strategy"
      description="How much of the position each target closes, and how long a trade may last."
    >
      <FieldGrid>
        <ConfigNumberInput field="tp1ExitPercent" {...props} />
        <ConfigNumberInput field="tp2ExitPercent" {...props} />
        <ConfigNumberInput field="maximumTimePositionExecution" {...props} />
      </FieldGrid>
      <Text size="sm" c="dimmed">
        TP3 closes the remaining {remainder}% of the position.
      </Text>
    </ConfigSection>
  );
}
