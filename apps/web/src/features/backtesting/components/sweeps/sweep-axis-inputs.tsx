import {
  ActionIcon,
  Group,
  NumberInput,
  type NumberInputProps,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { SweepAxisInput } from '@signaldesk/contracts/backtest-sweeps';
import { BACKTEST_NUMBER_RULES, describeNumberLimits } from '@signaldesk/core/backtest/config-rules';
import type { SweepField } from '@signaldesk/core/backtest/sweep';
import { axisLength } from '@signaldesk/core/backtest/sweep';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { SWEEP_FIELD_OPTIONS } from '../../utils/sweep-form';

interface SweepAxisInputsProps {
  index: number;
  axis: SweepAxisInput;
  /** Messages for this axis's from, to, step or field. */
  errors: Record<string, string>;
  /** The field the other axis sweeps (not offered here). */
  otherField: SweepField | null;
  disabled: boolean;
  onChange: (axis: SweepAxisInput) => void;
  onFieldChange: (field: SweepField) => void;
  onRemove?: () => void;
}

/** The number a box holds: NaN while it holds none (empty, a lone '-'), refused with a message. */
function parseDraft(draft: string | number): number {
  if (typeof draft === 'number') return draft;
  const text = draft.trim();
  return text === '' || Number.isNaN(Number(text)) ? Number.NaN : Number(text);
}

/**
 * A number box that keeps what is typed ('-3.', '') while the axis gets its number (NaN while there is none);
 * a change from outside (another field picked) replaces it.
 */
function DraftNumberInput({
  value,
  onValue,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & { value: number; onValue: (value: number) => void }) {
  const [draft, setDraft] = useState<string | number>(value);
  useEffect(() => {
    setDraft((current) => (Object.is(parseDraft(current), value) ? current : value));
  }, [value]);
  return (
    <NumberInput
      {...props}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        onValue(parseDraft(next));
      }}
    />
  );
}

/** One swept field: which one, and from, to and step with the rule table's limits and step. */
export function SweepAxisInputs({
  index,
  axis,
  errors,
  otherField,
  disabled,
  onChange,
  onFieldChange,
  onRemove,
}: SweepAxisInputsProps) {
  const t = useT();
  const rule = BACKTEST_NUMBER_RULES[axis.field];
  const limits = describeNumberLimits(axis.field);
  const values = axisLength(axis);
  const common = {
    clampBehavior: 'none' as const,
    allowDecimal: !rule.integer,
    inputMode: rule.integer ? ('numeric' as const) : ('decimal' as const),
    disabled,
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-label={t('backtesting.sweepAxisInputs.sweptField', { v0: index + 1 })}
      style={{ minWidth: 0 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <Select
            label={t('backtesting.sweepAxisInputs.field', { v0: index + 1 })}
            data={SWEEP_FIELD_OPTIONS.filter((option) => option.value !== otherField)}
            value={axis.field}
            onChange={(field) => field && onFieldChange(field as SweepField)}
            searchable
            allowDeselect={false}
            error={errors.field}
            disabled={disabled}
            style={{ flex: 1, minWidth: 0 }}
            comboboxProps={{ withinPortal: true }}
          />
          {onRemove && (
            <Tooltip label={t('backtesting.sweepAxisInputs.removeThisField')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={t('backtesting.sweepAxisInputs.removeField', { v0: index + 1 })}
                onClick={onRemove}
                disabled={disabled}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <DraftNumberInput
            {...common}
            label={t('backtesting.sweepAxisInputs.from')}
            value={axis.from}
            step={rule.step}
            error={errors.from}
            onValue={(value) => onChange({ ...axis, from: value })}
          />
          <DraftNumberInput
            {...common}
            label={t('backtesting.sweepAxisInputs.to')}
            value={axis.to}
            step={rule.step}
            error={errors.to}
            onValue={(value) => onChange({ ...axis, to: value })}
          />
          <DraftNumberInput
            {...common}
            label={t('backtesting.sweepAxisInputs.step')}
            value={axis.step}
            step={rule.step}
            min={rule.step}
            error={errors.step}
            onValue={(value) => onChange({ ...axis, step: value })}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {values > 0
            ? `${values} ${values === 1 ? 'value' : 'values'}`
            : t('backtesting.sweepAxisInputs.noValue')}{' '}
          {t('backtesting.sweepAxisInputs.formStep')} {rule.step}
          {limits ? t('backtesting.sweepAxisInputs.allowed', { limits }) : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
