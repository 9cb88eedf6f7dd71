import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Payment } from '@signaldesk/contracts/subscribers';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { useT } from '../../../i18n/use-t';
import { formatFrenchDate, formatFrenchMoney } from '../../../utils/format';
import { PAYMENT_STATUS_LABELS, reversalLabel, SUBSCRIBER_LABELS } from '../utils/user-labels';
import { PHONE_QUERY } from '../utils/viewport';

/** A badge whose words are never cut: the status column takes their width. */
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

/** Payé/Échoué, and the money taken back (a partial refund with its amount), one under the other. */
function PaymentStatus({ payment }: { payment: Payment }) {
  const { reversal } = payment;
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        variant="light"
        tt="none"
        color={payment.status === 'paid' ? 'teal' : 'red'}
        styles={WHOLE_LABEL}
      >
        {PAYMENT_STATUS_LABELS[payment.status]}
      </Badge>
      {reversal && (
        <Badge variant="light" tt="none" color={reversal.full ? 'orange' : 'gray'} styles={WHOLE_LABEL}>
          {reversalLabel(reversal)}
        </Badge>
      )}
      {reversal?.kind === 'refund' && !reversal.full && (
        <Text size="xs" c="gray.5">
          {formatFrenchMoney(reversal.amount, payment.currency)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The subscriber's payments and failed payments as Stripe reported them, newest first, with any refund or dispute.
 * On a phone one cell holds the amount, the date and the invoice, so the status stays on screen beside it.
 */
export function SubscriberPayments({ payments }: { payments: Payment[] }) {
  const t = useT();
  const phone = useViewportQuery(PHONE_QUERY);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {SUBSCRIBER_LABELS.payments}
        </Title>
        {payments.length === 0 ? (
          <Text size="sm" c="gray.5">
            {SUBSCRIBER_LABELS.noPayments}
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing={4} aria-label={SUBSCRIBER_LABELS.payments}>
            <Table.Thead>
              <Table.Tr>
                {phone ? (
                  <Table.Th>{SUBSCRIBER_LABELS.payment}</Table.Th>
                ) : (
                  <>
                    <Table.Th>{t('users.subscriberPayments.date')}</Table.Th>
                    <Table.Th>{t('users.subscriberPayments.facture')}</Table.Th>
                    <Table.Th>{t('users.subscriberPayments.montant')}</Table.Th>
                  </>
                )}
                <Table.Th>{t('users.subscriberPayments.statut')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  {phone ? (
                    <Table.Td>
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {formatFrenchMoney(payment.amount, payment.currency)}
                      </Text>
                      {formatFrenchDate(payment.occurredAt)}
                      <Text size="xs" c="gray.5" style={{ overflowWrap: 'anywhere' }}>
                        {payment.invoiceId}
                      </Text>
                    </Table.Td>
                  ) : (
                    <>
                      <Table.Td>{formatFrenchDate(payment.occurredAt)}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{payment.invoiceId}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatFrenchMoney(payment.amount, payment.currency)}
                      </Table.Td>
                    </>
                  )}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <PaymentStatus payment={payment} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
