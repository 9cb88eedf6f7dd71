import { Badge, Flex, VisuallyHidden } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { IconCheck } from '@tabler/icons-react';
import { HoverHint } from '../../../components/ui/hover-hint';
import { useT } from '../../../i18n/use-t';
import { formatTickPrice } from '../../../utils/format';

/**
 * TP1 and TP2 hit markers, the same in every layout (docs/positions.md, Overview): the label is always written,
 * a hit one is filled teal with a check mark (never colour alone), one not hit is outlined grey; the tooltip gives
 * the target price and the state in words.
 */
export function TpMarkers({
  position,
  priceDecimals,
  stacked = false,
}: {
  position: Position;
  priceDecimals: number;
  /** TP2 under TP1, for a narrow table column. */
  stacked?: boolean;
}) {
  const t = useT();
  const markers = [
    { name: 'TP1', hit: position.hitTp1, target: position.tp1 },
    { name: 'TP2', hit: position.hitTp2, target: position.tp2 },
  ];
  return (
    <Flex gap={4} direction={stacked ? 'column' : 'row'} align="flex-start">
      {markers.map(({ name, hit, target }) => (
        <HoverHint
          key={name}
          label={t('positions.tpMarkers.target', {
            name,
            v1: hit ? 'hit' : 'not hit',
            v2: formatTickPrice(target, priceDecimals),
          })}
        >
          <Badge
            size={stacked ? 'xs' : 'sm'}
            radius="sm"
            variant={hit ? 'filled' : 'outline'}
            color={hit ? 'teal' : 'gray'}
            leftSection={hit ? <IconCheck size={10} stroke={3} aria-hidden /> : null}
            style={{ flexShrink: 0, minWidth: 'max-content' }}
          >
            {name}
            <VisuallyHidden>
              {hit ? t('positions.tpMarkers.hit') : t('positions.tpMarkers.notHit')}
            </VisuallyHidden>
          </Badge>
        </HoverHint>
      ))}
    </Flex>
  );
}
