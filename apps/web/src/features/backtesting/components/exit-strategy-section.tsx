import { Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  const props = { config, setField };
  const remainder = tp3RemainderPercent(config.tp1ExitPercent, config.tp2ExitPercent);
  return (
    <ConfigSection
      title={t('backtesting.exitStrategySection.positionExitStrategy')}
      description={t('backtesting.exitStrategySection.howMuchOfThe')}
    >
      <FieldGrid>
        <ConfigNumberInput field="tp1ExitPercent" {...props} />
        <ConfigNumberInput field="tp2ExitPercent" {...props} />
        <ConfigNumberInput field="maximumTimePositionExecution" {...props} />
      </FieldGrid>
      {remainder >= 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('backtesting.exitStrategySection.tp1Closes')} {config.tp1ExitPercent}
          {t('backtesting.exitStrategySection.tp2')} {config.tp2ExitPercent}
          {t('backtesting.exitStrategySection.tp3ClosesTheRemaining')} {remainder}
          {t('backtesting.exitStrategySection.ofThePosition')}
        </Text>
      ) : (
        <Text size="sm" c="var(--mantine-color-error)" aria-live="polite">
          {t('backtesting.exitStrategySection.tp1AndTp2Together')}{' '}
          {config.tp1ExitPercent + config.tp2ExitPercent}
          {t('backtesting.exitStrategySection.ofThePositionLower')}
        </Text>
      )}
    </ConfigSection>
  );
}
