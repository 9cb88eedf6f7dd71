import { Badge, Tooltip } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { formatUtcStamp } from '../../../../utils/format';

/** A run answered from the result cache says so, with when it was computed. */
export function CachedBadge({ computedAt }: { computedAt: string }) {
  const t = useT();
  const text = `From cache · computed ${formatUtcStamp(computedAt)}`;
  return (
    <Tooltip label={t('backtesting.cachedBadge.theSameConfigurationOver')}>
      <Badge
        color="violet"
        variant="light"
        leftSection={<IconBolt size={12} />}
        tt="none"
        // Wraps on a phone instead of cutting the time off.
        styles={{
          root: { height: 'auto', maxWidth: '100%' },
          label: { whiteSpace: 'normal', overflow: 'visible' },
        }}
      >
        {text}
      </Badge>
    </Tooltip>
  );
}
