import { Badge, Group } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';

/** TP1 and TP2 hit markers: filled green when hit, outlined grey otherwise. */
export function TpMarkers({ position }: { position: Position }) {
  const markers = [
    { name: 'TP1', hit: position.hitTp1 },
    { name: 'TP2', hit: position.hitTp2 },
  ];
  return (
    <Group gap={2} wrap="nowrap">
      {markers.map(({ name, hit }) => (
        <Badge
          key={name}
          size="xs"
          variant={hit ? 'filled' : 'outline'}
          color={hit ? 'teal' : 'gray'}
          aria-label={`${name} ${hit ? 'hit' : 'not hit'}`}
        >
          {name}
        </Badge>
      ))}
    </Group>
  );
}
