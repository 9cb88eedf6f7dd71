import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { useSubscriber } from '../api/get-subscriber';
import { SUBSCRIBER_LABELS as L } from '../utils/user-labels';
import { SubscriberActions } from './subscriber-actions';
import { SubscriberDetails } from './subscriber-details';
import { SubscriberPayments } from './subscriber-payments';
import { SubscriberTelegram } from './subscriber-telegram';

/** One subscriber (docs/users.md, A subscriber's page): details, actions, payments, Telegram. */
export function SubscriberPage({ id, backTo }: { id: number; backTo: string }) {
  const t = useT();
  const query = useSubscriber(id);
  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to={backTo}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden />
        {L.back}
      </Anchor>
      {query.isPending ? (
        <PageLoader label={t('users.subscriberPage.chargementDeLAbonne')} />
      ) : query.isError ? (
        <ErrorState
          message={getErrorMessage(query.error, L.loadError)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          retryLabel={L.retry}
        />
      ) : (
        <>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {query.data.user.email}
          </Title>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <SubscriberDetails detail={query.data} />
            <SubscriberActions key={query.data.user.telegramUsername ?? ''} user={query.data.user} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <SubscriberPayments payments={query.data.payments} />
            <SubscriberTelegram id={id} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
