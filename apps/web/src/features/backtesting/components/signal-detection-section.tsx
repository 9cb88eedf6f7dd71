import { useT } from '../../../i18n/use-t';
import { ConfigNumberInput, type ConfigProps, ConfigSwitch } from './config-fields';
import { ConfigSection, ConfigSubsection, FieldGrid } from './config-layout';

export function SignalDetectionSection({ config, setField }: ConfigProps) {
  const t = useT();
  const props = { config, setField };
  return (
    <ConfigSection
      title={t('backtesting.signalDetectionSection.signalDetectionStrategy')}
      description={t('backtesting.signalDetectionSection.howAnEntryIs')}
    >
      <FieldGrid>
        <ConfigNumberInput field="minPriceSpreadPercent" {...props} />
        <ConfigNumberInput field="maxPriceSpreadPercent" {...props} />
        <ConfigNumberInput field="maxCandleSize" {...props} />
      </FieldGrid>

      <ConfigSubsection title={t('backtesting.signalDetectionSection.patternConfiguration')}>
        <FieldGrid>
          <ConfigNumberInput field="maxPatternSearchMinutes" {...props} />
          <ConfigNumberInput field="totalCandlesToAnalyze" {...props} />
          <ConfigNumberInput field="pattern1MinCandles" {...props} />
          <ConfigNumberInput field="pattern2MinCandles" {...props} />
          <ConfigNumberInput field="waitBetweenPatternsMinutes" {...props} />
        </FieldGrid>
        <FieldGrid>
          <ConfigSwitch field="openAfterFirstPatternOnly" {...props} />
          <ConfigSwitch field="acceptInversePatterns" {...props} />
          <ConfigSwitch field="followInitialDirection" {...props} />
        </FieldGrid>
      </ConfigSubsection>

      <ConfigSubsection title={t('backtesting.signalDetectionSection.earlyReversalDuringWaiting')}>
        <FieldGrid>
          <ConfigNumberInput field="singleCandleReversalThreshold" {...props} />
          <ConfigNumberInput field="earlyReversalThreshold" {...props} />
          <ConfigNumberInput field="earlyReversalCandles" {...props} />
        </FieldGrid>
      </ConfigSubsection>

      <ConfigSubsection title={t('backtesting.signalDetectionSection.volumeBuyPressureFilters')}>
        <FieldGrid>
          <ConfigNumberInput field="minVolumeMultiplier" {...props} />
          <ConfigNumberInput field="minBuyerRatioMultiplier" {...props} />
          <ConfigNumberInput field="volumeLookbackPeriod" {...props} />
        </FieldGrid>
      </ConfigSubsection>

      <ConfigSubsection title={t('backtesting.signalDetectionSection.bitcoinProtection')}>
        <ConfigSwitch field="enableBtcProtection" {...props} />
        {config.enableBtcProtection && (
          <FieldGrid>
            <ConfigNumberInput field="btcVolumeMultiplier" {...props} />
            <ConfigNumberInput field="btcLookbackPeriod" {...props} />
            <ConfigNumberInput field="btcMinCandleSize" {...props} />
          </FieldGrid>
        )}
      </ConfigSubsection>
    </ConfigSection>
  );
}
