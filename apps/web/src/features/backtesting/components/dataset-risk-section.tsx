import { Alert, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CUSTOM_FILTER_FIELDS,
  CUSTOM_FILTER_OPERATORS,
  type CustomFilterField,
  type CustomFilterOperator,
} from '@signaldesk/core/backtest/config';
import { IconDatabase } from '@tabler/icons-react';
import { translate, useT } from '../../../i18n/use-t';
import { FIELD_TEXT } from '../config/field-text';
import { fieldInputId, useFieldIssue } from '../hooks/use-config-issues';
import { ConfigNumberInput, type ConfigProps, ConfigSwitch } from './config-fields';
import { ConfigSection, ConfigSubsection, FieldGrid } from './config-layout';

const FILTER_FIELD_LABELS: Record<CustomFilterField, string> = {
  riskScore: 'Risk score',
  atrValue: 'ATR value',
  volumeRatio: 'Volume ratio',
  marketVolatilityIndex: 'Market volatility index',
};

const DATASET_MODES = [
  {
    get label() {
      return translate('backtesting.datasetRiskSection.latestPositions');
    },
    value: 'latest',
  },
  {
    get label() {
      return translate('backtesting.datasetRiskSection.dateRange');
    },
    value: 'range',
  },
];

function DateField({ field, config, setField }: ConfigProps & { field: 'startDate' | 'endDate' }) {
  const text = FIELD_TEXT[field];
  const issue = useFieldIssue(field);
  return (
    <TextInput
      id={fieldInputId(field)}
      error={issue}
      type="date"
      label={text.label}
      description={text.help}
      value={config[field] ?? ''}
      onChange={(event) => setField(field, event.currentTarget.value || null)}
      required
    />
  );
}

export function DatasetRiskSection({ config, setField }: ConfigProps) {
  const t = useT();
  const props = { config, setField };
  const filterOff = !config.customFilterEnabled;
  return (
    <ConfigSection
      title={t('backtesting.datasetRiskSection.datasetRiskParameters')}
      description={t('backtesting.datasetRiskSection.whichClosedPositionsAre')}
    >
      <Stack gap="xs">
        <Text size="sm" fw={500} id="dataset-mode-label">
          {t('backtesting.datasetRiskSection.dataset')}
        </Text>
        <SegmentedControl
          aria-labelledby="dataset-mode-label"
          data={DATASET_MODES}
          value={config.useDateRange ? 'range' : 'latest'}
          onChange={(mode) => setField('useDateRange', mode === 'range')}
          fullWidth
          maw={420}
        />
      </Stack>
      <FieldGrid>
        {config.useDateRange ? (
          <>
            <DateField field="startDate" {...props} />
            <DateField field="endDate" {...props} />
          </>
        ) : (
          <ConfigNumberInput field="positionCount" {...props} />
        )}
        <ConfigNumberInput field="initialBalance" {...props} />
        <ConfigNumberInput field="forcePercentage" {...props} />
        <ConfigNumberInput field="trendConfidence" {...props} />
      </FieldGrid>
      <Stack gap="xs">
        <ConfigSwitch field="useCacheOnly" {...props} />
        <Alert variant="light" color="gray" icon={<IconDatabase size={18} />} p="xs" role="note">
          <Text size="sm">{t('backtesting.datasetRiskSection.cacheOnlyModeIs')}</Text>
        </Alert>
      </Stack>
      <ConfigSubsection title={t('backtesting.datasetRiskSection.customFilter')}>
        <ConfigSwitch field="customFilterEnabled" {...props} />
        <FieldGrid>
          <Select
            label={FIELD_TEXT.customFilterField.label}
            description={FIELD_TEXT.customFilterField.help}
            data={CUSTOM_FILTER_FIELDS.map((value) => ({ value, label: FILTER_FIELD_LABELS[value] }))}
            value={config.customFilterField}
            onChange={(value) => value && setField('customFilterField', value as CustomFilterField)}
            allowDeselect={false}
            disabled={filterOff}
          />
          <Select
            label={FIELD_TEXT.customFilterOperator.label}
            description={FIELD_TEXT.customFilterOperator.help}
            data={[...CUSTOM_FILTER_OPERATORS]}
            value={config.customFilterOperator}
            onChange={(value) => value && setField('customFilterOperator', value as CustomFilterOperator)}
            allowDeselect={false}
            disabled={filterOff}
          />
          <ConfigNumberInput field="customFilterValue" {...props} disabled={filterOff} />
        </FieldGrid>
      </ConfigSubsection>
    </ConfigSection>
  );
}
