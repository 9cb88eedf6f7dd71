import { Anchor } from '@mantine/core';
import { useUnmatchedCustomers } from '../api/get-unmatched-customers';
import { SUBSCRIBER_LABELS as L } from '../utils/user-labels';
import { UNMATCHED_SECTION_ID } from './unmatched-customers';

/**
 * In the Users screen's header: how many Stripe customers wait to be matched, a link down to them (docs/users.md,
 * The screen). Nothing while none waits.
 */
export function UnmatchedCount() {
  const query = useUnmatchedCustomers();
  const count = query.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Anchor
      href={`#${UNMATCHED_SECTION_ID}`}
      size="sm"
      fw={600}
      c="orange.4"
      onClick={(event) => {
        event.preventDefault();
        const section = document.getElementById(UNMATCHED_SECTION_ID);
        section?.scrollIntoView({ block: 'start' });
        section?.focus({ preventScroll: true });
      }}
    >
      {L.unmatchedTitle} : {count}
    </Anchor>
  );
}
