import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Payment } from '@signaldesk/contracts/subscribers';
import { formatDate, formatFrenchMoney } from '../../../utils/format';
import { PAYMENT_STATUS_LABELS, SUBSCRIBER_LABELS } from '../utils/user-labels';

/** The subscriber's payments and failed payments as Stripe reported them, newest first. */
export function SubscriberPayments({ payments }: { payments: Payment[] }) {
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
          <Table.ScrollContainer minWidth={420}>
            <Table fz="sm" verticalSpacing={4} aria-label={SUBSCRIBER_LABELS.payments}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Facture</Table.Th>
                  <Table.Th>Montant</Table.Th>
                  <Table.Th>Statut</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{formatDate(payment.occurredAt)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{payment.invoiceId}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatFrenchMoney(payment.amount, payment.currency)}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={payment.status === 'paid' ? 'teal' : 'red'}>
                        {PAYMENT_STATUS_LABELS[payment.status]}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
