import { useT } from '../../../i18n/use-t';
import { ConfigNumberInput, type ConfigProps, ConfigSwitch } from './config-fields';
import { ConfigSection, ConfigSubsection, FieldGrid } from './config-layout';

export function TargetsSection({ config, setField }: ConfigProps) {
  const t = useT();
  const props = { config, setField };
  return (
    <ConfigSection
      title={t('backtesting.targetsSection.priceTargetsStopLoss')}
      description={t('backtesting.targetsSection.levelsInPercentOf')}
    >
      <FieldGrid>
        <ConfigNumberInput field="stopLossPercent" {...props} />
        <ConfigNumberInput field="tp1Percent" {...props} />
        <ConfigNumberInput field="tp2Percent" {...props} />
        <ConfigNumberInput field="tp3Percent" {...props} />
      </FieldGrid>
      <ConfigSubsection title={t('backtesting.targetsSection.breakevenManagement')}>
        <FieldGrid>
          <ConfigSwitch field="enableBreakeven1" {...props} />
          <ConfigNumberInput field="breakEvenPercent" {...props} disabled={!config.enableBreakeven1} />
          <ConfigSwitch field="enableBreakeven2" {...props} />
        </FieldGrid>
      </ConfigSubsection>
    </ConfigSection>
  );
}
