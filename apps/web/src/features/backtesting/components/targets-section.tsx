import { ConfigNumberInput, type ConfigProps, ConfigSwitch } from './config-fields';
import { ConfigSection, ConfigSubsection, FieldGrid } from './config-layout';

export function TargetsSection({ config, setField }: ConfigProps) {
  const props = { config, setField };
  return (
    <ConfigSection
      title="Price Targets & Stop Loss"
      description="Levels in percent of the entry price. TP3 closes the remainder after the TP1 and TP2 portions."
    >
      <FieldGrid>
        <ConfigNumberInput field="stopLossPercent" {...props} />
        <ConfigNumberInput field="tp1Percent" {...props} />
        <ConfigNumberInput field="tp2Percent" {...props} />
        <ConfigNumberInput field="tp3Percent" {...props} />
      </FieldGrid>
      <ConfigSubsection title="Breakeven Management">
        <FieldGrid>
          <ConfigSwitch field="enableBreakeven1" {...props} />
          <ConfigNumberInput field="breakEvenPercent" {...props} disabled={!config.enableBreakeven1} />
          <ConfigSwitch field="enableBreakeven2" {...props} />
        </FieldGrid>
      </ConfigSubsection>
    </ConfigSection>
  );
}
