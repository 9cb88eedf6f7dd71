import type { User } from '@signaldesk/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  renderRoutes,
  type StubbedApi,
  type StubHandlers,
  setupUser,
  stubApi,
} from '../../../../test/render';
import { UsersScreen } from './users-screen';

const USERS: User[] = [
  {
    id: 1,
    email: 'alice@example.com',
    username: 'Alice',
    isSubscribed: true,
    subscriptionType: 'MONTHLY',
    subscriptionEndDate: '2026-12-01T12:00:00.000Z',
    createdAt: '2026-10-01T12:00:00.000Z',
    telegramUsername: 'alice_tg',
  },
  {
    id: 2,
    email: 'bob@example.com',
    username: 'Bob',
    isSubscribed: false,
    subscriptionType: null,
    subscriptionEndDate: null,
    createdAt: '2026-09-01T12:00:00.000Z',
    telegramUsername: null,
  },
];

function stubUsers(overrides: StubHandlers = {}): StubbedApi {
  return stubApi({
    'GET /api/users': () => ({ success: true, data: USERS, total: 2, page: 1, pageSize: 25 }),
    'GET /api/users/counts': () => ({ success: true, data: { total: 2, subscribed: 1, expiringSoon: 0 } }),
    'GET /api/billing/unmatched': () => ({ success: true, data: [] }),
    ...overrides,
  });
}

/** The screen at its route (its links and the expiring filter live in the address). */
function renderUsersScreen(path = '/dashboard/users') {
  return renderRoutes([{ path: '/dashboard/users', element: <UsersScreen /> }], path);
}

const usersCalls = (api: StubbedApi) =>
  api.sentTo('GET /api/users').map((request) => Object.fromEntries(request.url.searchParams));

describe('UsersScreen', () => {
  it('lists the subscribers with the French columns, FREE for no plan and Actif/Inactif', async () => {
    stubUsers();
    renderUsersScreen();
    const table = await screen.findByRole('table', { name: 'Liste des utilisateurs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Email',
      "Nom d'utilisateur",
      'Plan',
      "Date d'expiration",
      'Statut',
      "Date d'inscription",
      'Telegram',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('MONTHLY')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Actif')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('@alice_tg')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('FREE')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inactif')).toBeInTheDocument();
    expect(screen.getByText('1–2 sur 2 utilisateurs')).toBeInTheDocument();
    expect(await screen.findByLabelText('Abonnés : 1')).toBeInTheDocument();
    for (const what of ['tous', 'les abonnés', 'les non abonnés']) {
      for (const kind of ['CSV', 'XLSX']) {
        expect(screen.getByRole('button', { name: `Exporter ${what} en ${kind}` })).toBeInTheDocument();
      }
    }
  });

  it('asks the server for the first page, then for the search after typing stops, and for a sort', async () => {
    const user = setupUser();
    const api = stubUsers();
    renderUsersScreen();
    await screen.findByRole('table', { name: 'Liste des utilisateurs' });
    expect(usersCalls(api)).toEqual([{ sort: 'createdAt', order: 'desc', page: '1', pageSize: '25' }]);
    await user.type(screen.getByLabelText('Rechercher'), 'ali');
    await waitFor(() => expect(usersCalls(api).at(-1)).toMatchObject({ search: 'ali', page: '1' }));
    // One request for the whole word, none for each keystroke.
    expect(usersCalls(api).filter((call) => call.search)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(usersCalls(api).at(-1)).toMatchObject({ sort: 'email', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(usersCalls(api).at(-1)).toMatchObject({ sort: 'email', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says when nothing matches', async () => {
    stubUsers({
      'GET /api/users': () => ({ success: true, data: [], total: 0, page: 1, pageSize: 25 }),
    });
    renderUsersScreen();
    expect(await screen.findByText('Aucun utilisateur ne correspond à la recherche')).toBeInTheDocument();
  });

  it("shows 'Erreur lors du chargement des utilisateurs' when the list fails", async () => {
    stubUsers({ 'GET /api/users': () => apiError(500, '') });
    renderUsersScreen();
    expect(await screen.findByText('Erreur lors du chargement des utilisateurs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it("shows 'Erreur lors de l'export' when an export's list cannot be read", async () => {
    const user = setupUser();
    stubUsers({
      'GET /api/users': (request) =>
        request.url.searchParams.has('page')
          ? { success: true, data: USERS, total: 2, page: 1, pageSize: 25 }
          : apiError(500, 'boom'),
    });
    renderUsersScreen();
    await screen.findByRole('table', { name: 'Liste des utilisateurs' });
    await user.click(screen.getByRole('button', { name: 'Exporter les abonnés en CSV' }));
    expect(await screen.findByText("Erreur lors de l'export")).toBeInTheDocument();
  });

  it('saves the filtered subscribers as a CSV for French spreadsheets and says so (French until a choice)', async () => {
    const user = setupUser();
    const saved: string[] = [];
    const written: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      written.push(blob);
      return 'blob:users';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = stubUsers();
    renderUsersScreen();
    await screen.findByRole('table', { name: 'Liste des utilisateurs' });
    await user.click(screen.getByRole('button', { name: 'Exporter les abonnés en CSV' }));
    expect(
      await screen.findByText(/^2 lignes écrites dans users-subscribed-\d{4}-\d{2}-\d{2}\.csv$/),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toBe(`users-subscribed-${new Date().toISOString().slice(0, 10)}.csv`);
    const exportCall = api
      .sentTo('GET /api/users')
      .filter((request) => !request.url.searchParams.has('page'));
    expect(exportCall.map((request) => request.url.searchParams.get('status'))).toEqual(['subscribed']);
    const bytes = new Uint8Array(
      await new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(written[0]!);
      }),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe(
      "Id;Email;Nom d'utilisateur;Abonné;Plan;Date d'expiration;Date d'inscription;Telegram",
    );
    expect(lines[1]).toBe(
      "1;alice@example.com;Alice;Oui;MONTHLY;01/12/2026 12:00 UTC;01/10/2026 12:00 UTC;'@alice_tg",
    );
    expect(lines[2]).toBe('2;bob@example.com;Bob;Non;FREE;;01/09/2026 12:00 UTC;');
    vi.restoreAllMocks();
  });
});
