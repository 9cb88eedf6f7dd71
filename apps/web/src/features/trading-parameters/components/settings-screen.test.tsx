import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, renderWithProviders, type StubbedApi, setupUser, stubApi } from '../../../../test/render';
import { setLanguageChoice } from '../../../i18n';
import { SettingsScreen } from './settings-screen';

// The select's option list scrolls its selected option into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView ??= () => {};

const PARAMETERS: TradingParameter[] = [
  {
    key: 'DEFAULT_TP1_PERCENT',
    value: '1.6',
    description: 'Take profit 1 of a new position',
    group: 'Position Manager',
    type: {
      kind: 'number',
      min: 0,
      exclusiveMin: true,
      max: 100,
      exclusiveMax: true,
      step: 0.1,
      sameAs: 'tp1Percent',
    },
    secret: false,
  },
  {
    key: 'DEFAULT_STOP_LOSS_PERCENT',
    value: '-3.9',
    description: 'Stop loss of a new position',
    group: 'Position Manager',
    type: {
      kind: 'number',
      min: -100,
      exclusiveMin: true,
      max: 0,
      exclusiveMax: true,
      step: 0.1,
      sameAs: 'stopLossPercent',
    },
    secret: false,
  },
  {
    key: 'TRADER_TRACKER_REFRESH_MINUTES',
    value: '5',
    description: 'Minutes between two reads of the followed traders',
    group: 'Trader Tracker',
    type: { kind: 'number', min: 1, max: 1440, integer: true, step: 1 },
    secret: false,
  },
  {
    key: 'MARKET_STRATEGY',
    value: 'TREND',
    description: 'Market strategy',
    group: 'Signal Manager',
    type: { kind: 'select', options: ['TREND', 'SHAKY'] },
    secret: false,
  },
  {
    key: 'SCALPING_ENABLED',
    value: 'false',
    description: 'Open scalping positions',
    group: 'Scalping',
    type: { kind: 'boolean' },
    secret: false,
  },
  {
    key: 'STRIPE_MONTHLY_PRICE_ID',
    value: 'price_demo_monthly',
    description: 'Stripe price id of the monthly plan',
    group: 'Stripe Configuration',
    type: { kind: 'text' },
    secret: false,
  },
  {
    key: 'STRIPE_SECRET_KEY',
    value: '••••••••7788',
    description: 'Stripe secret API key',
    group: 'Stripe Configuration',
    type: { kind: 'text' },
    secret: true,
  },
  {
    key: 'MONTHLY_PLAN_PRICE',
    value: '29.9',
    description: 'Displayed price of the monthly plan',
    group: 'Stripe Configuration',
    type: { kind: 'number', min: 0 },
    secret: false,
  },
];

/** The parameters API: PUT answers the saved parameter, or a 400 when `refuse` returns a reason. */
function stubParameters(refuse: (key: string, value: string) => string | null = () => null): StubbedApi {
  const parameters = PARAMETERS.map((parameter) => ({ ...parameter }));
  return stubApi({
    'GET /api/trading-parameters': () => ({ success: true, data: parameters }),
    'GET /api/trading-parameters/changes': () => ({ success: true, data: [] }),
    'GET /api/trading-parameters/origin': () => ({ success: true, data: null }),
    'PUT /api/trading-parameters/:key': (request) => {
      const key = decodeURIComponent(request.path.split('/').at(-1)!);
      const parameter = parameters.find((candidate) => candidate.key === key)!;
      const { value } = request.body as { value: string };
      const reason = refuse(key, value);
      if (reason) return apiError(400, reason, 'VALIDATION_ERROR');
      parameter.value = parameter.secret ? '••••••••' : value;
      return { success: true, data: parameter, message: `${key} saved` };
    },
  });
}

const puts = (api: StubbedApi) =>
  api.sentTo('PUT /api/trading-parameters/:key').map((request) => [request.path, request.body]);

afterEach(() => setLanguageChoice(null));

/** The field of a parameter by its key, shown beside its label. */
const fieldOf = (key: string) => screen.findByLabelText(new RegExp(key));
const panelOf = (field: HTMLElement) => field.closest('[data-parameter]') as HTMLElement;

describe('SettingsScreen', () => {
  it('shows each group with its parameters: a label in words, the key beside it, the help and the rule', async () => {
    stubParameters();
    renderWithProviders(<SettingsScreen />);
    for (const group of ['Position Manager', 'Signal Manager', 'Scalping', 'Stripe Configuration']) {
      expect(await screen.findByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        "Take profit 1 of a new position, percent of the entry in its favour. Allowed: above 0, below 100 (the backtest's tp1Percent).",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Displayed price of the monthly plan, EUR. Allowed: 0 or more.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Take profit 1 (%) DEFAULT_TP1_PERCENT')).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    expect(screen.getByLabelText(/STRIPE_MONTHLY_PRICE_ID/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('checkbox', { name: /SCALPING_ENABLED/ })).not.toBeChecked();
    expect(screen.getByLabelText(/STRIPE_SECRET_KEY/)).toHaveValue('');
    expect(screen.getByLabelText(/STRIPE_SECRET_KEY/)).toHaveAttribute('placeholder', 'Set (••••••••7788)');
  });

  it('saves a number only with Save and its confirmation, showing live → new; typing, leaving or Enter write nothing', async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const field = await fieldOf('DEFAULT_TP1_PERCENT');
    await user.clear(field);
    await user.type(field, '2.25{Enter}');
    await user.tab();
    expect(puts(api)).toEqual([]);
    const panel = panelOf(field);
    expect(within(panel).getByText('Live: 1.6 → new: 2.25')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save Take profit 1 (%)' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Take profit 1 (%): 1.6 → 2.25. Save it live?',
    );
    expect(puts(api)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save live' }));
    await waitFor(() =>
      expect(puts(api)).toEqual([['/api/trading-parameters/DEFAULT_TP1_PERCENT', { value: '2.25' }]]),
    );
    expect(await within(panel).findByText('Saved')).toBeInTheDocument();
    expect(field).toHaveValue('2.25');
  });

  it('reads -3,5 in French as -3.5, warns of a change past five times the live value, saves -3.5 once confirmed', async () => {
    setLanguageChoice('fr');
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const field = await screen.findByLabelText('Stop loss (%) DEFAULT_STOP_LOSS_PERCENT');
    expect(field).toHaveValue('-3,9');
    const panel = panelOf(field);
    // A comma read as a thousands mark would give -35: that is asked about first.
    await user.clear(field);
    await user.type(field, '-35');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer Stop loss (%)' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Stop loss (%) passe de -3,9 à -35 : plus de cinq fois la valeur en direct. L’enregistrer en direct ?',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(puts(api)).toEqual([]);
    await user.clear(field);
    await user.type(field, '-3,5');
    expect(within(panel).getByText('En direct : -3,9 → nouveau : -3,5')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer Stop loss (%)' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Stop loss (%) : -3,9 → -3,5. L’enregistrer en direct ?',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer en direct' }));
    await waitFor(() =>
      expect(puts(api)).toEqual([['/api/trading-parameters/DEFAULT_STOP_LOSS_PERCENT', { value: '-3.5' }]]),
    );
    expect(await within(panel).findByText('Enregistré')).toBeInTheDocument();
    expect(field).toHaveValue('-3,5');
  });

  it('confirms a rise past five times the live value before saving it', async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const field = await fieldOf('MONTHLY_PLAN_PRICE');
    await user.clear(field);
    await user.type(field, '200');
    await user.click(within(panelOf(field)).getByRole('button', { name: /^Save/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('more than five times the live value');
    await user.click(screen.getByRole('button', { name: 'Save live' }));
    await waitFor(() =>
      expect(puts(api)).toEqual([['/api/trading-parameters/MONTHLY_PLAN_PRICE', { value: '200' }]]),
    );
  });

  it('refuses what it cannot read or what breaks the rule, in words naming the bound, and keeps the text', async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const minutes = await fieldOf('TRADER_TRACKER_REFRESH_MINUTES');
    await user.clear(minutes);
    await user.type(minutes, '1e308');
    const panel = panelOf(minutes);
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Refresh interval (minutes) must be at most 1440.',
    );
    expect(within(panel).getByRole('button', { name: /^Save/ })).toBeDisabled();
    expect(minutes).toHaveValue('1e308');
    await user.clear(minutes);
    await user.type(minutes, '12,5');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Not a number: type it with “.” as the decimal mark',
    );
    expect(minutes).toHaveValue('12,5');
    const stop = await fieldOf('DEFAULT_STOP_LOSS_PERCENT');
    await user.clear(stop);
    await user.type(stop, '-150');
    expect(within(panelOf(stop)).getByRole('alert')).toHaveTextContent(
      'Stop loss (%) must be greater than -100.',
    );
    expect(puts(api)).toEqual([]);
  });

  it('saves a text field with Save, once', async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const field = await fieldOf('STRIPE_MONTHLY_PRICE_ID');
    await user.clear(field);
    await user.type(field, 'price_new{Enter}');
    expect(puts(api)).toEqual([]);
    await user.click(within(panelOf(field)).getByRole('button', { name: /^Save/ }));
    await waitFor(() =>
      expect(puts(api)).toEqual([
        ['/api/trading-parameters/STRIPE_MONTHLY_PRICE_ID', { value: 'price_new' }],
      ]),
    );
  });

  it("sends 'true' and 'false' from a checkbox, and the chosen option from the select", async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const checkbox = await screen.findByRole('checkbox', { name: /SCALPING_ENABLED/ });
    await user.click(checkbox);
    await waitFor(() => expect(checkbox).toBeChecked());
    await waitFor(() => expect(checkbox).toBeEnabled());
    await user.click(checkbox);
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: /MARKET_STRATEGY/ }));
    await user.click(await screen.findByRole('option', { name: /^SHAKY \(7\/9 pattern/ }));
    await waitFor(() =>
      expect(puts(api)).toEqual([
        ['/api/trading-parameters/SCALPING_ENABLED', { value: 'true' }],
        ['/api/trading-parameters/SCALPING_ENABLED', { value: 'false' }],
        ['/api/trading-parameters/MARKET_STRATEGY', { value: 'SHAKY' }],
      ]),
    );
  });

  it("shows the server's reason for a refused value and keeps the typed value", async () => {
    const user = setupUser();
    stubParameters((key, value) => (Number(value) > 50 ? `${key} must be at most 50` : null));
    renderWithProviders(<SettingsScreen />);
    const field = await fieldOf('DEFAULT_TP1_PERCENT');
    await user.clear(field);
    await user.type(field, '60');
    await user.click(within(panelOf(field)).getByRole('button', { name: /^Save/ }));
    await user.click(await screen.findByRole('button', { name: 'Save live' }));
    expect(await within(panelOf(field)).findByRole('alert')).toHaveTextContent(
      'Error updating parameter: DEFAULT_TP1_PERCENT must be at most 50',
    );
    expect(field).toHaveValue('60');
  });

  it('sends a new secret, shows it only masked, and leaves the field empty', async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const field = await fieldOf('STRIPE_SECRET_KEY');
    await user.type(field, 'sk_live_new');
    await user.click(within(panelOf(field)).getByRole('button', { name: /^Save/ }));
    await waitFor(() =>
      expect(puts(api)).toEqual([['/api/trading-parameters/STRIPE_SECRET_KEY', { value: 'sk_live_new' }]]),
    );
    await waitFor(() => expect(field).toHaveAttribute('placeholder', 'Set (••••••••)'));
    expect(field).toHaveValue('');
  });

  it("shows 'Error loading parameters' with Retry when the list cannot be read", async () => {
    stubApi({
      'GET /api/trading-parameters': () => apiError(500, 'boom'),
      'GET /api/trading-parameters/changes': () => ({ success: true, data: [] }),
    });
    renderWithProviders(<SettingsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading parameters');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
