import type { SubscriberDetail, SubscriberTelegram } from '@signaldesk/contracts/subscribers';
import type { User } from '@signaldesk/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixedMediaQueryList } from '../../../../test/dom';
import {
  apiError,
  renderRoutes,
  type StubbedApi,
  type StubHandlers,
  setupUser,
  stubApi,
} from '../../../../test/render';
import SubscriberRoute from '../../../app/routes/subscriber';
import { PHONE_QUERY } from '../utils/viewport';
import { UsersScreen } from './users-screen';

const ALICE: User = {
  id: 1,
  email: 'alice@example.com',
  username: 'Alice',
  isSubscribed: true,
  subscriptionType: 'MONTHLY',
  subscriptionEndDate: '2026-12-01T12:00:00.000Z',
  createdAt: '2026-10-01T12:00:00.000Z',
  telegramUsername: 'alice_tg',
};

const DETAIL: SubscriberDetail = {
  user: ALICE,
  payments: [
    {
      id: 3,
      invoiceId: 'in_123',
      amount: 2990,
      currency: 'eur',
      status: 'paid',
      occurredAt: '2026-11-01T12:00:00.000Z',
      reversal: null,
    },
    {
      id: 2,
      invoiceId: 'in_122',
      amount: 2990,
      currency: 'eur',
      status: 'failed',
      occurredAt: '2026-10-30T12:00:00.000Z',
      reversal: null,
    },
  ],
  stripeCustomerIds: ['cus_alice'],
  accessEnded: null,
};

const NOT_CONFIGURED: SubscriberTelegram = {
  configured: false,
  groupStatus: 'unknown',
  chatLinked: false,
  deliveries: [],
};

function stub(overrides: StubHandlers = {}): StubbedApi {
  return stubApi({
    'GET /api/users': () => ({ success: true, data: [ALICE], total: 1, page: 1, pageSize: 25 }),
    'GET /api/users/counts': () => ({ success: true, data: { total: 1, subscribed: 1, expiringSoon: 1 } }),
    'GET /api/billing/unmatched': () => ({ success: true, data: [] }),
    'GET /api/users/:id': () => ({ success: true, data: DETAIL }),
    'GET /api/users/:id/telegram': () => ({ success: true, data: NOT_CONFIGURED }),
    ...overrides,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/dashboard/users', element: <UsersScreen /> },
      { path: '/dashboard/users/:id', element: <SubscriberRoute /> },
    ],
    path,
  );
}

describe('the Users screen’s way to the subscribers', () => {
  it('links "Expirent sous 7 jours" to the list of those subscribers, and the filter can be removed', async () => {
    const user = setupUser();
    const api = stub();
    const { router } = renderAt('/dashboard/users');
    const link = await screen.findByRole('link', { name: 'Expirent sous 7 jours' });
    expect(link).toHaveAttribute('href', '/dashboard/users?expiring=soon');
    await user.click(link);
    await waitFor(() =>
      expect(Object.fromEntries(api.sentTo('GET /api/users').at(-1)!.url.searchParams)).toMatchObject({
        expiring: 'soon',
        page: '1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Expirent sous 7 jours : Retirer le filtre' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(Object.fromEntries(api.sentTo('GET /api/users').at(-1)!.url.searchParams)).not.toHaveProperty(
        'expiring',
      ),
    );
  });

  it('opens a subscriber’s page from their email', async () => {
    const user = setupUser();
    stub();
    const { router } = renderAt('/dashboard/users');
    // The email may break before its @ (a <wbr>), which the accessible name reads as a space.
    await user.click(await screen.findByRole('link', { name: /^alice\s?@example\.com$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/users/1'));
    expect(await screen.findByRole('heading', { name: 'alice@example.com' })).toBeInTheDocument();
  });

  it('counts the Stripe customers to match in the header, shows what they paid, and matches one', async () => {
    const user = setupUser();
    const api = stub({
      'GET /api/billing/unmatched': () => ({
        success: true,
        data: [
          {
            customerId: 'cus_x',
            email: 'alice@example.com',
            plan: 'YEARLY',
            subscriptionStatus: 'active',
            periodEnd: '2027-11-22T12:00:00.000Z',
            lastPaid: {
              invoiceId: 'in_x',
              amount: 29900,
              currency: 'eur',
              occurredAt: '2026-11-22T12:00:00.000Z',
            },
            lastEventType: 'customer.subscription.created',
            firstSeenAt: '2026-11-22T12:00:00.000Z',
            lastSeenAt: '2026-11-22T12:00:00.000Z',
          },
          {
            customerId: 'cus_y',
            email: null,
            plan: null,
            subscriptionStatus: 'incomplete',
            periodEnd: null,
            lastPaid: null,
            lastEventType: 'customer.subscription.created',
            firstSeenAt: '2026-11-22T11:00:00.000Z',
            lastSeenAt: '2026-11-22T11:00:00.000Z',
          },
        ],
      }),
      'POST /api/billing/unmatched/:customerId/match': () => ({ success: true, data: ALICE }),
    });
    renderAt('/dashboard/users');
    const count = await screen.findByRole('link', { name: 'Clients Stripe à associer : 2' });
    expect(count).toHaveAttribute('href', '#clients-stripe-a-associer');
    const list = await screen.findByRole('list', { name: 'Clients Stripe à associer' });
    const [paid, other] = within(list).getAllByRole('listitem');
    expect(within(paid!).getByText('Payé, sans accès')).toBeInTheDocument();
    expect(paid).toHaveTextContent(/299,00\s€ · \d{1,2}\/\d{1,2}\/2026/);
    expect(within(other!).queryByText('Payé, sans accès')).toBeNull();
    // The list sits above the subscribers' list, where the operator looks first.
    const subscribers = screen.getByRole('table', { name: 'Liste des utilisateurs' });
    expect(list.compareDocumentPosition(subscribers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(count);
    expect(document.activeElement).toHaveAttribute('id', 'clients-stripe-a-associer');
    expect(within(paid!).getByText('cus_x')).toBeInTheDocument();
    await user.click(within(paid!).getByRole('combobox', { name: 'Abonné à associer' }));
    await user.click(await screen.findByRole('option', { name: 'alice@example.com' }));
    await user.click(within(paid!).getByRole('button', { name: 'Associer' }));
    await waitFor(() =>
      expect(
        api.sentTo('POST /api/billing/unmatched/:customerId/match').map((call) => [call.path, call.body]),
      ).toEqual([['/api/billing/unmatched/cus_x/match', { userId: 1 }]]),
    );
    expect(await screen.findByText('cus_x → alice@example.com')).toBeInTheDocument();
  });

  it('says when no Stripe customer waits, and offers Réessayer when the list fails', async () => {
    stub();
    const view = renderAt('/dashboard/users');
    expect(await screen.findByText('Aucun client Stripe à associer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Clients Stripe à associer/ })).toBeNull();
    view.unmount();
    stub({ 'GET /api/billing/unmatched': () => apiError(500, 'database down') });
    renderAt('/dashboard/users');
    expect(await screen.findByText('database down')).toBeInTheDocument();
  });
});

describe('a subscriber’s page', () => {
  it('shows the details, the payments in euros and that Telegram is not configured', async () => {
    stub();
    renderAt('/dashboard/users/1');
    expect(await screen.findByRole('heading', { name: 'alice@example.com' })).toBeInTheDocument();
    expect(screen.getByText('cus_alice')).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Paiements' });
    const rows = within(payments).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/in_12329,90\s€Payé$/),
      expect.stringMatching(/in_12229,90\s€Échoué$/),
    ]);
    expect(
      await screen.findByText(
        "L'accès Telegram n'est pas configuré sur ce serveur : ni statut de groupe ni envois.",
      ),
    ).toBeInTheDocument();
  });

  it('says why access ended, and shows each payment’s refund or dispute', async () => {
    stub({
      'GET /api/users/:id': () => ({
        success: true,
        data: {
          ...DETAIL,
          user: { ...ALICE, isSubscribed: false },
          payments: [
            {
              ...DETAIL.payments[0]!,
              reversal: { kind: 'refund', amount: 2990, full: true, occurredAt: '2026-11-20T12:00:00.000Z' },
            },
            {
              ...DETAIL.payments[0]!,
              id: 4,
              invoiceId: 'in_124',
              reversal: { kind: 'refund', amount: 1000, full: false, occurredAt: '2026-11-20T12:00:00.000Z' },
            },
            {
              ...DETAIL.payments[0]!,
              id: 5,
              invoiceId: 'in_125',
              reversal: { kind: 'dispute', amount: 2990, full: true, occurredAt: '2026-11-20T12:00:00.000Z' },
            },
          ],
          accessEnded: {
            reason: 'refunded',
            at: '2026-11-20T12:00:00.000Z',
            reference: 'in_123',
            status: 'active',
          },
        },
      }),
    });
    renderAt('/dashboard/users/1');
    expect(await screen.findByText('Paiement remboursé')).toBeInTheDocument();
    expect(screen.getByText("Fin de l'accès").parentElement).toHaveTextContent(
      /Paiement remboursé le \d{1,2}\/\d{1,2}\/2026in_123/,
    );
    const rows = within(screen.getByRole('table', { name: 'Paiements' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/in_12329,90\s€PayéRemboursé$/),
      expect.stringMatching(/in_12429,90\s€PayéRemboursé en partie10,00\s€$/),
      expect.stringMatching(/in_12529,90\s€PayéContesté$/),
    ]);
  });

  it('says nothing of Stripe’s ending while the subscriber has access (granted by hand since)', async () => {
    stub({
      'GET /api/users/:id': () => ({
        success: true,
        data: {
          ...DETAIL,
          accessEnded: { reason: 'canceled', at: null, reference: 'sub_1', status: 'canceled' },
        },
      }),
    });
    renderAt('/dashboard/users/1');
    expect(await screen.findByRole('heading', { name: 'alice@example.com' })).toBeInTheDocument();
    expect(screen.queryByText("Fin de l'accès")).toBeNull();
  });

  it('shows the group status and the deliveries Telegram group access reports', async () => {
    stub({
      'GET /api/users/:id/telegram': () => ({
        success: true,
        data: {
          configured: true,
          groupStatus: 'removed',
          chatLinked: true,
          deliveries: [
            {
              id: 1,
              kind: 'announcement',
              status: 'failed',
              reason: 'bot was blocked by the user',
              createdAt: '2026-11-20T12:00:00.000Z',
              sentAt: null,
            },
          ],
        },
      }),
    });
    renderAt('/dashboard/users/1');
    expect(await screen.findByLabelText('Statut dans le groupe : Retiré')).toBeInTheDocument();
    const deliveries = screen.getByRole('table', { name: 'Envois' });
    expect(within(deliveries).getByText('bot was blocked by the user')).toBeInTheDocument();
    expect(within(deliveries).getByText('Échec')).toBeInTheDocument();
  });

  it('on a phone puts the message, its date and reason in one cell, the status beside it', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      fixedMediaQueryList(query, query === PHONE_QUERY),
    );
    try {
      stub({
        'GET /api/users/:id/telegram': () => ({
          success: true,
          data: {
            configured: true,
            groupStatus: 'removed',
            chatLinked: true,
            deliveries: [
              {
                id: 1,
                kind: 'removal',
                status: 'failed',
                reason: 'bot was blocked by the user',
                createdAt: '2026-11-20T12:00:00.000Z',
                sentAt: null,
              },
            ],
          },
        }),
      });
      renderAt('/dashboard/users/1');
      const deliveries = await screen.findByRole('table', { name: 'Envois' });
      expect(
        within(deliveries)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Message', 'Statut']);
      const [message, status] = within(deliveries).getAllByRole('cell');
      expect(message).toHaveTextContent('Retrait20/11/2026bot was blocked by the user');
      expect(status).toHaveTextContent('Échec');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('extends by the days typed and says so', async () => {
    const user = setupUser();
    const api = stub({
      'POST /api/users/:id/extend': () => ({
        success: true,
        data: { ...ALICE, subscriptionEndDate: '2026-12-31T12:00:00.000Z' },
      }),
    });
    renderAt('/dashboard/users/1');
    const days = await screen.findByRole('textbox', { name: 'Jours à ajouter' });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Prolonger' }));
    await waitFor(() =>
      expect(api.sentTo('POST /api/users/:id/extend').map((call) => call.body)).toEqual([{ days: 30 }]),
    );
    expect(await screen.findByText('Prolonger : Terminé')).toBeInTheDocument();
  });

  it('ends the subscription after confirming, and shows the server’s reason when it refuses', async () => {
    const user = setupUser();
    const api = stub({
      'POST /api/users/:id/end': () => apiError(409, 'This subscription has already ended', 'CONFLICT'),
    });
    renderAt('/dashboard/users/1');
    await user.click(await screen.findByRole('button', { name: "Terminer l'abonnement" }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer' });
    await user.click(within(dialog).getByRole('button', { name: "Terminer l'abonnement" }));
    expect(await screen.findByText('This subscription has already ended')).toBeInTheDocument();
    expect(api.sentTo('POST /api/users/:id/end')).toHaveLength(1);
  });

  it('grants a plan with its default length and saves a Telegram username', async () => {
    const user = setupUser();
    const api = stub({
      'POST /api/users/:id/plan': () => ({ success: true, data: { ...ALICE, subscriptionType: 'YEARLY' } }),
      'PUT /api/users/:id/telegram': () => ({
        success: true,
        data: { ...ALICE, telegramUsername: 'alice_new' },
      }),
    });
    renderAt('/dashboard/users/1');
    await user.click(await screen.findByRole('combobox', { name: 'Plan à accorder' }));
    await user.click(await screen.findByRole('option', { name: 'YEARLY' }));
    await user.click(screen.getByRole('button', { name: 'Accorder le plan' }));
    await waitFor(() =>
      expect(api.sentTo('POST /api/users/:id/plan').map((call) => call.body)).toEqual([{ plan: 'YEARLY' }]),
    );
    const handle = screen.getByRole('textbox', { name: 'Nom Telegram' });
    await user.clear(handle);
    await user.type(handle, '@alice_new');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.sentTo('PUT /api/users/:id/telegram').map((call) => call.body)).toEqual([
        { telegramUsername: '@alice_new' },
      ]),
    );
    expect(await screen.findByText('@alice_new')).toBeInTheDocument();
  });

  it('shows the server’s reason when an invite cannot be resent', async () => {
    const user = setupUser();
    stub({
      'POST /api/users/:id/resend-invite': () =>
        apiError(503, 'Telegram group access is not configured on this server', 'NOT_CONFIGURED'),
    });
    renderAt('/dashboard/users/1');
    await user.click(await screen.findByRole('button', { name: "Renvoyer l'invitation" }));
    expect(
      await screen.findByText('Telegram group access is not configured on this server'),
    ).toBeInTheDocument();
  });

  it('offers Réessayer when the subscriber cannot be loaded', async () => {
    stub({ 'GET /api/users/:id': () => apiError(404, 'No subscriber 1', 'NOT_FOUND') });
    renderAt('/dashboard/users/1');
    expect(await screen.findByText('No subscriber 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('words a refusal the server names in the screen’s language, not the server’s', async () => {
    stub({
      'GET /api/users/:id': () =>
        apiError(404, 'No subscriber 1', 'NOT_FOUND', { reason: 'subscriber.notFound', params: { id: 1 } }),
    });
    renderAt('/dashboard/users/1');
    expect(await screen.findByText('Aucun abonné n°1')).toBeInTheDocument();
    expect(screen.queryByText('No subscriber 1')).toBeNull();
  });

  it('sends an id that is not a positive number back to the list', async () => {
    stub();
    const { router } = renderAt('/dashboard/users/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/users'));
  });
});
