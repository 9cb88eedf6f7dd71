import { formatUtcStamp } from '../../utils/format';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A time in the console's one position date style, `2026-11-21 19:20 UTC` (docs/console.md, Formats). A narrow
 * cell may break it between the day and the time, never inside either.
 */
export function UtcStamp({ value }: { value: string | null | undefined }) {
  const text = formatUtcStamp(value);
  const space = text.indexOf(' ');
  if (space < 0) return <span>{text}</span>;
  return (
    <span>
      <span style={NO_WRAP}>{text.slice(0, space)}</span> <span style={NO_WRAP}>{text.slice(space + 1)}</span>
    </span>
  );
}
