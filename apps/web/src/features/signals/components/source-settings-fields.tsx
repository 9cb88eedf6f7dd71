import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SOURCE_RATE_RULE, type UpdateSignalSource } from '@signaldesk/contracts/signal-sources';
import { textsOf } from '../../../i18n/texts-of';
import { translate } from '../../../i18n/use-t';

/** The settings' texts (docs/signals.md: Updates, Rate limit, Retries), read in the operator's language. */
const SETTINGS_TEXTS = textsOf('signals.sourceSettings', [
  'updates',
  'updatesRecord',
  'updatesAct',
  'updatesHelp',
  'ratePerMinute',
  'rateBurst',
  'rateHelp',
  'retryField',
] as const);

/** TradingView's own placeholders are shown as they are written, not filled in. */
const retryHelp = () =>
  translate('signals.sourceSettings.retryHelp', { timenow: '{{timenow}}', ticker: '{{ticker}}' });

/** A source's settings as the form holds them (number inputs may hold text while typed). */
export interface SourceSettingsValue {
  updatesAct: boolean;
  ratePerMinute: number | string;
  rateBurst: number | string;
  retryField: string;
}

export const DEFAULT_SETTINGS: SourceSettingsValue = {
  updatesAct: false,
  ratePerMinute: SOURCE_RATE_RULE.perMinute.default,
  rateBurst: SOURCE_RATE_RULE.burst.default,
  retryField: 'id',
};

/** The settings as the server takes them; a source without a retry field (not a webhook) sends null. */
export function settingsBody(
  value: SourceSettingsValue,
  withRetryField: boolean,
): Required<UpdateSignalSource> {
  const field = value.retryField.trim();
  return {
    updatesAct: value.updatesAct,
    ratePerMinute: Number(value.ratePerMinute),
    rateBurst: Number(value.rateBurst),
    idempotencyField: withRetryField && field !== '' ? field : null,
  };
}

/** The fields of a source's settings, in the New source dialog and in a source's Settings dialog. */
export function SourceSettingsFields({
  value,
  onChange,
  retryField,
}: {
  value: SourceSettingsValue;
  onChange: (value: SourceSettingsValue) => void;
  retryField: boolean;
}) {
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="source-updates-label">
          {SETTINGS_TEXTS.updates}
        </Text>
        <SegmentedControl
          aria-labelledby="source-updates-label"
          value={value.updatesAct ? 'act' : 'record'}
          onChange={(choice) => onChange({ ...value, updatesAct: choice === 'act' })}
          data={[
            { value: 'record', label: SETTINGS_TEXTS.updatesRecord },
            { value: 'act', label: SETTINGS_TEXTS.updatesAct },
          ]}
        />
        <Text size="xs" c="dimmed">
          {SETTINGS_TEXTS.updatesHelp}
        </Text>
      </Stack>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={SETTINGS_TEXTS.ratePerMinute}
          min={SOURCE_RATE_RULE.perMinute.min}
          max={SOURCE_RATE_RULE.perMinute.max}
          allowDecimal={false}
          required
          value={value.ratePerMinute}
          onChange={(ratePerMinute) => onChange({ ...value, ratePerMinute })}
        />
        <NumberInput
          label={SETTINGS_TEXTS.rateBurst}
          min={SOURCE_RATE_RULE.burst.min}
          max={SOURCE_RATE_RULE.burst.max}
          allowDecimal={false}
          required
          value={value.rateBurst}
          onChange={(rateBurst) => onChange({ ...value, rateBurst })}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-6}>
        {SETTINGS_TEXTS.rateHelp}
      </Text>
      {retryField && (
        <TextInput
          label={SETTINGS_TEXTS.retryField}
          description={retryHelp()}
          maxLength={40}
          value={value.retryField}
          onChange={(event) => onChange({ ...value, retryField: event.currentTarget.value })}
        />
      )}
    </>
  );
}
