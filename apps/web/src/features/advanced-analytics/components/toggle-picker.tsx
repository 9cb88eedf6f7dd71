import { Button, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

export interface QuickChoice {
  label: string;
  values: readonly number[];
}

interface TogglePickerProps {
  /** The group's name, read by assistive technology and shown above it. */
  legend: string;
  options: readonly { value: number; label: string; title?: string }[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  quickChoices: readonly QuickChoice[];
}

/** A set of toggle buttons (hours, weekdays) with quick choices above them. */
export function TogglePicker({ legend, options, selected, onChange, quickChoices }: TogglePickerProps) {
  const t = useT();
  const chosen = new Set(selected);
  const toggle = (value: number) => {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange([...next].sort((a, b) => a - b));
  };
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text component="legend" size="sm" fw={600} p={0}>
          {legend}{' '}
          <Text span size="xs" c="gray.5">
            (
            {selected.length === options.length
              ? t('advancedAnalytics.togglePicker.toutes')
              : selected.length}
            )
          </Text>
        </Text>
        <Group gap={4} wrap="wrap">
          {quickChoices.map((choice) => (
            <Button
              key={choice.label}
              size="compact-xs"
              variant="subtle"
              onClick={() => onChange([...choice.values].sort((a, b) => a - b))}
            >
              {choice.label}
            </Button>
          ))}
        </Group>
      </Group>
      <Group gap={4} wrap="wrap">
        {options.map((option) => (
          <Button
            key={option.value}
            size="compact-sm"
            miw={44}
            variant={chosen.has(option.value) ? 'filled' : 'default'}
            color="teal.9"
            aria-pressed={chosen.has(option.value)}
            title={option.title}
            onClick={() => toggle(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
