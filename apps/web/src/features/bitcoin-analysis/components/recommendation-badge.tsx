import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  LONG: 'teal',
  BUY: 'teal',
  BULLISH: 'teal',
  SHORT: 'red',
  SELL: 'red',
  BEARISH: 'red',
};

/** LONG/BUY/BULLISH in teal, SHORT/SELL/BEARISH in red, anything else (NEUTRAL, WAIT) in grey. */
export function RecommendationBadge({
  value,
  size = 'sm',
}: {
  value: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <Badge size={size} color={COLORS[value] ?? 'gray'} variant="filled">
      {value}
    </Badge>
  );
}
