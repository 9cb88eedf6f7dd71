import { Button } from '@mantine/core';
import { can } from '@signaldesk/contracts/permissions';
import { IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { useAuth } from '../../../../lib/auth';
import type { ApplyTarget } from '../../api/apply-to-live';
import { ApplyToLiveModal } from './apply-to-live-modal';

/** "Apply to live" for an admin who may edit the parameters (the server refuses the others all the same). */
export function ApplyToLiveButton({ target, title }: { target: ApplyTarget; title: string }) {
  const t = useT();
  const { adminType } = useAuth();
  const [open, setOpen] = useState(false);
  if (!can(adminType, 'editParameters')) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconRocket size={14} />}
        onClick={() => setOpen(true)}
        aria-label={t('backtesting.applyToLiveButton.applyToLive', { title })}
      >
        {t('backtesting.applyToLiveButton.applyToLive2')}
      </Button>
      <ApplyToLiveModal target={open ? target : null} title={title} onClose={() => setOpen(false)} />
    </>
  );
}
