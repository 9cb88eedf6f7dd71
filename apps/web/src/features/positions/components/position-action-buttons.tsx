import { Button, Group, Stack } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { useT } from '../../../i18n/use-t';
import type { PositionActions } from './row-view';

interface PositionActionButtonsProps extends PositionActions {
  position: Position;
  detailsLabel: string;
  /** Details above Close and Open, for a narrow table column. */
  stacked?: boolean;
}

/** Details, Close and Open (reopen). Open is disabled while the position is worked (shouldWork true). */
export function PositionActionButtons({
  position,
  detailsLabel,
  stacked = false,
  onDetails,
  onClose,
  onReopen,
}: PositionActionButtonsProps) {
  const t = useT();
  const details = (
    <Button size="compact-xs" variant="light" px={6} onClick={() => onDetails(position)}>
      {detailsLabel}
    </Button>
  );
  const closeAndOpen = (
    <>
      <Button size="compact-xs" variant="light" color="red" px={6} onClick={() => onClose(position)}>
        {t('positions.positionActionButtons.close')}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="teal"
        px={6}
        disabled={position.shouldWork}
        onClick={() => onReopen(position)}
      >
        {t('positions.positionActionButtons.open')}
      </Button>
    </>
  );
  if (stacked) {
    return (
      <Stack gap={4} align="stretch" w="max-content">
        {details}
        <Group gap={4} wrap="nowrap">
          {closeAndOpen}
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {details}
      {closeAndOpen}
    </Group>
  );
}
