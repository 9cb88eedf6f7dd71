import { Badge } from '@mantine/core';
import { FILLED_SHADE } from '../../../components/ui/text-colors';

const COLORS: Record<string, string> = {
  LONG: FILLED_SHADE.teal,
  BUY: FILLED_SHADE.teal,
  BULLISH: FILLED_SHADE.teal,
  SHORT: FILLED_SHADE.red,
  SELL: FILLED_SHADE.red,
  BEARISH: FILLED_SHADE.red,
};

/** LONG/BUY/BULLISH in teal, SHORT/SELL/BEARISH in red, anything else (NEUTRAL, WAIT) outlined in grey. */
export function RecommendationBadge({
  value,
  size = 'sm',
}: {
  value: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const color = COLORS[value];
  return (
    <Badge
      size={size}
      color={color ?? 'gray.4'}
      variant={color ? 'filled' : 'outline'}
      // A badge clips its label, so its smallest width would be 0: a table column would squeeze it to 'SHO…'.
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {value}
    </Badge>
  );
}
