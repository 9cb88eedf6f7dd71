import {
  ActionIcon,
  Group,
  NumberInput,
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

const toNumber = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);
/** An emptied box stays empty (NaN in the axis, refused with a message) instead of showing NaN. */
const shown = (value: number) => (Number.isNaN(value) ? '' : value);

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
      aria-label={`Swept field ${index + 1}`}
      style={{ minWidth: 0 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <Select
            label={`Field ${index + 1}`}
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
            <Tooltip label="Remove this field">
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={`Remove field ${index + 1}`}
                onClick={onRemove}
                disabled={disabled}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <NumberInput
            {...common}
            label="From"
            value={shown(axis.from)}
            step={rule.step}
            error={errors.from}
            onChange={(value) => onChange({ ...axis, from: toNumber(value) })}
          />
          <NumberInput
            {...common}
            label="To"
            value={shown(axis.to)}
            step={rule.step}
            error={errors.to}
            onChange={(value) => onChange({ ...axis, to: toNumber(value) })}
          />
          <NumberInput
            {...common}
            label="Step"
            value={shown(axis.step)}
            step={rule.step}
            min={rule.step}
            error={errors.step}
            onChange={(value) => onChange({ ...axis, step: toNumber(value) })}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {values > 0 ? `${values} ${values === 1 ? 'value' : 'values'}` : 'No value'} · form step {rule.step}
          {limits ? ` · allowed: ${limits}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
