import { Button, Divider, Group, NumberInput, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { MAX_SUBSCRIPTION_DAYS } from '@signaldesk/contracts/subscribers';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan, type User } from '@signaldesk/contracts/users';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
import { formatFrenchDate } from '../../../utils/format';
import { useEndSubscription } from '../api/end-subscription';
import { useExtendSubscription } from '../api/extend-subscription';
import { useGrantPlan } from '../api/grant-plan';
import { useResendInvite } from '../api/resend-invite';
import { useSetTelegramUsername } from '../api/set-telegram-username';
import { SUBSCRIBER_LABELS as L, telegramLabel } from '../utils/user-labels';
import { withOutcome } from './action-outcome';

const PLAN_OPTIONS = SUBSCRIPTION_PLANS.map((plan) => ({ value: plan, label: plan }));
const DEFAULT_EXTEND_DAYS = 30;

const endsOn = (user: User) => `Expire le ${formatFrenchDate(user.subscriptionEndDate)}`;
const wholeDays = (value: string | number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** The actions by hand on one subscriber (admin1): each ends in a toast with the outcome or the server's reason. */
export function SubscriberActions({ user }: { user: User }) {
  const t = useT();
  const extend = useExtendSubscription();
  const end = useEndSubscription();
  const grant = useGrantPlan();
  const telegram = useSetTelegramUsername();
  const invite = useResendInvite();
  const [extendDays, setExtendDays] = useState<string | number>(DEFAULT_EXTEND_DAYS);
  const [plan, setPlan] = useState<SubscriptionPlan>('MONTHLY');
  const [grantDays, setGrantDays] = useState<string | number>('');
  const [handle, setHandle] = useState(user.telegramUsername ?? '');
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const days = wholeDays(extendDays);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {L.actions}
        </Title>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput
            label={L.extendDays}
            value={extendDays}
            onChange={setExtendDays}
            min={1}
            max={MAX_SUBSCRIPTION_DAYS}
            allowDecimal={false}
            w={140}
          />
          <Button
            loading={extend.isPending}
            disabled={days === null}
            onClick={() =>
              void withOutcome(L.extend, extend.mutateAsync({ id: user.id, days: days ?? 0 }), endsOn)
            }
          >
            {L.extend}
          </Button>
          <Button color="red" variant="light" loading={end.isPending} onClick={() => setConfirmingEnd(true)}>
            {L.end}
          </Button>
        </Group>
        <Divider />
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            label={L.grantPlan}
            data={PLAN_OPTIONS}
            value={plan}
            onChange={(value) => value && setPlan(value as SubscriptionPlan)}
            allowDeselect={false}
            w={150}
          />
          <NumberInput
            label={L.grantDays}
            description={L.grantDaysHint}
            value={grantDays}
            onChange={setGrantDays}
            min={1}
            max={MAX_SUBSCRIPTION_DAYS}
            allowDecimal={false}
            disabled={plan === 'LIFETIME'}
            w={{ base: '100%', xs: 260 }}
          />
          <Button
            loading={grant.isPending}
            onClick={() => {
              const grantedDays = plan === 'LIFETIME' ? undefined : (wholeDays(grantDays) ?? undefined);
              void withOutcome(
                L.grant,
                grant.mutateAsync({ id: user.id, plan, days: grantedDays }),
                (after) => (after.subscriptionEndDate ? `${plan} — ${endsOn(after)}` : plan),
              );
            }}
          >
            {L.grant}
          </Button>
        </Group>
        <Divider />
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={L.telegram}
            placeholder={t('users.subscriberActions.nomUtilisateur')}
            value={handle}
            onChange={(event) => setHandle(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
          <Button
            variant="light"
            loading={telegram.isPending}
            onClick={() =>
              void withOutcome(
                L.telegram,
                telegram.mutateAsync({ id: user.id, telegramUsername: handle.trim() === '' ? null : handle }),
                (after) => telegramLabel(after.telegramUsername),
              )
            }
          >
            {L.telegramSave}
          </Button>
          <Button
            variant="default"
            loading={invite.isPending}
            onClick={() => void withOutcome(L.resendInvite, invite.mutateAsync(user.id), (link) => link)}
          >
            {L.resendInvite}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        title={L.confirmTitle}
        cancelLabel={L.cancel}
        message={confirmingEnd ? L.endConfirm : null}
        confirmLabel={L.end}
        busy={end.isPending}
        onCancel={() => setConfirmingEnd(false)}
        onConfirm={() => {
          setConfirmingEnd(false);
          void withOutcome(L.end, end.mutateAsync({ id: user.id }), () => 'Inactif');
        }}
      />
    </Paper>
  );
}
