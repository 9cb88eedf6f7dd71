import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithProviders, type StubbedApi, setupUser, stubApi } from '../../../../test/render';
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

describe('SettingsScreen', () => {
  it('shows each group with its parameters, descriptions and the input of its rule', async () => {
    stubParameters();
    renderWithProviders(<SettingsScreen />);
    for (const group of ['Position Manager', 'Signal Manager', 'Scalping', 'Stripe Configuration']) {
      expect(await screen.findByRole('heading', { name: group })).toBeInTheDocument();
    }
    // The rule the server sends, in words after the description, naming the backtest field it shares.
    expect(
      screen.getByText(
        "Take profit 1 of a new position. Allowed: above 0, below 100 (the backtest's tp1Percent).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Displayed price of the monthly plan. Allowed: 0 or more.')).toBeInTheDocument();
    expect(screen.getByLabelText('DEFAULT_TP1_PERCENT')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('DEFAULT_TP1_PERCENT')).toHaveAttribute('step', '0.1');
    expect(screen.getByLabelText('DEFAULT_TP1_PERCENT')).not.toHaveAttribute('min');
    expect(screen.getByLabelText('MONTHLY_PLAN_PRICE')).toHaveAttribute('step', '0.1');
    expect(screen.getByLabelText('STRIPE_MONTHLY_PRICE_ID')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('checkbox', { name: 'SCALPING_ENABLED' })).not.toBeChecked();
    expect(screen.getByLabelText('STRIPE_SECRET_KEY')).toHaveValue('');
    expect(screen.getByLabelText('STRIPE_SECRET_KEY')).toHaveAttribute('placeholder', 'Set (••••••••7788)');
  });

  it('saves a number when the field is left, not on each keystroke, and says it saved', async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const field = await screen.findByLabelText('DEFAULT_TP1_PERCENT');
    await user.clear(field);
    await user.type(field, '2.25');
    expect(puts(api)).toEqual([]);
    await user.tab();
    await waitFor(() =>
      expect(puts(api)).toEqual([['/api/trading-parameters/DEFAULT_TP1_PERCENT', { value: '2.25' }]]),
    );
    const panel = field.closest('[data-parameter]') as HTMLElement;
    expect(await within(panel).findByText('Saved')).toBeInTheDocument();
    expect(field).toHaveValue(2.25);
  });

  it('saves a text field on Enter, once', async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const field = await screen.findByLabelText('STRIPE_MONTHLY_PRICE_ID');
    await user.clear(field);
    await user.type(field, 'price_new{Enter}');
    await waitFor(() =>
      expect(puts(api)).toEqual([
        ['/api/trading-parameters/STRIPE_MONTHLY_PRICE_ID', { value: 'price_new' }],
      ]),
    );
    await user.tab();
    expect(puts(api)).toHaveLength(1);
  });

  it("sends 'true' and 'false' from a checkbox, and the chosen option from the select", async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const checkbox = await screen.findByRole('checkbox', { name: 'SCALPING_ENABLED' });
    await user.click(checkbox);
    await waitFor(() => expect(checkbox).toBeChecked());
    await waitFor(() => expect(checkbox).toBeEnabled());
    await user.click(checkbox);
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'MARKET_STRATEGY' }));
    await user.click(await screen.findByRole('option', { name: /^SHAKY \(7\/9 pattern/ }));
    await waitFor(() =>
      expect(puts(api)).toEqual([
        ['/api/trading-parameters/SCALPING_ENABLED', { value: 'true' }],
        ['/api/trading-parameters/SCALPING_ENABLED', { value: 'false' }],
        ['/api/trading-parameters/MARKET_STRATEGY', { value: 'SHAKY' }],
      ]),
    );
  });

  it("shows the server's reason for a refused value and puts the stored value back", async () => {
    const user = setupUser();
    stubParameters((key, value) => (Number(value) < 0 ? `${key} must be at least 0` : null));
    renderWithProviders(<SettingsScreen />);
    const field = await screen.findByLabelText('DEFAULT_TP1_PERCENT');
    await user.clear(field);
    await user.type(field, '-4{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating parameter: DEFAULT_TP1_PERCENT must be at least 0',
    );
    expect(field).toHaveValue(1.6);
  });

  it('sends a new secret, shows it only masked, and leaves the field empty', async () => {
    const user = setupUser();
    const api = stubParameters();
    renderWithProviders(<SettingsScreen />);
    const field = await screen.findByLabelText('STRIPE_SECRET_KEY');
    await user.type(field, 'sk_live_new{Enter}');
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
