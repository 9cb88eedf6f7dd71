import { Text } from '@mantine/core';
import { ConfigNumberInput, type ConfigProps } from './config-fields';
import { ConfigSection, FieldGrid } from './config-layout';

/**
 * What the TP3 exit keeps of the position (docs/backtest.md, 5. The trade): 100 % less the TP1 and TP2
 * shares, negative when they exceed it (a configuration the rule table refuses).
 */
export function tp3RemainderPercent(tp1ExitPercent: number, tp2ExitPercent: number): number {
  return 100 - tp1ExitPercent - tp2ExitPercent;
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
      {remainder >= 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          TP1 closes {config.tp1ExitPercent}%, TP2 {config.tp2ExitPercent}%: TP3 closes the remaining{' '}
          {remainder}% of the position.
        </Text>
      ) : (
        <Text size="sm" c="var(--mantine-color-error)" aria-live="polite">
          TP1 and TP2 together would close {config.tp1ExitPercent + config.tp2ExitPercent}% of the position:
          lower one of them to 100% or less together; TP3 would keep nothing.
        </Text>
      )}
    </ConfigSection>
  );
}
