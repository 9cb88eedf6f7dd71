import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type AnswerOf,
  apiError,
  renderWithProviders,
  type StubbedApi,
  stubApi,
} from '../../../../test/render';
import { aPosition } from '../testing/position-fixture';
import { BLANK_SYMBOL_MESSAGE, OpenPositionForm } from './open-position-form';

// Typing and clicking through Mantine is slow on a busy shared machine: a budget, not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

const opened = (): AnswerOf<'POST /api/position-manager/open'> => ({
  success: true,
  data: aPosition({ id: 42, symbol: 'BTCUSDT' }),
  message: 'Position opened for BTCUSDT',
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Open Position' }));
const openCalls = (api: StubbedApi) => api.sentTo('POST /api/position-manager/open').map((r) => r.body);

describe('open new position form', () => {
  it('sends the defaults: LONG, flags as "false" strings, no custom level so forceAdmin "false" and nulls', async () => {
    const api = stubApi({ 'POST /api/position-manager/open': opened });
    renderWithProviders(<OpenPositionForm />);
    expect(screen.getByPlaceholderText('BTCUSDT')).toBeRequired();
    await userEvent.type(screen.getByLabelText(/Symbol/), ' btcusdt ');
    await submit();
    // Once in the form and once in the toast.
    expect(await screen.findAllByText('Position opened for BTCUSDT')).toHaveLength(2);
    expect(openCalls(api)).toEqual([
      {
        symbol: 'BTCUSDT',
        direction: 'LONG',
        forceAdmin: 'false',
        telegram: 'false',
        isSpot: 'false',
        customSL: null,
        customTP1: null,
        customTP2: null,
        customTP3: null,
      },
    ]);
  });

  it('forces admin when a custom level is filled, sends Oui and Spot as "true", then clears symbol and levels', async () => {
    const api = stubApi({ 'POST /api/position-manager/open': opened });
    renderWithProviders(<OpenPositionForm />);
    await userEvent.type(screen.getByLabelText(/Symbol/), 'ETHUSDT');
    await userEvent.selectOptions(screen.getByLabelText('Direction'), 'SHORT');
    await userEvent.selectOptions(screen.getByLabelText('Telegram signal'), 'Oui');
    await userEvent.selectOptions(screen.getByLabelText('Position type'), 'Spot');
    const tp1 = screen.getByLabelText('Custom Take Profit 1');
    expect(tp1).toHaveAttribute('step', 'any');
    await userEvent.type(tp1, '2950.125');
    await submit();
    // Once in the form and once in the toast.
    expect(await screen.findAllByText('Position opened for BTCUSDT')).toHaveLength(2);
    expect(openCalls(api)).toEqual([
      {
        symbol: 'ETHUSDT',
        direction: 'SHORT',
        forceAdmin: 'true',
        telegram: 'true',
        isSpot: 'true',
        customSL: null,
        customTP1: 2950.125,
        customTP2: null,
        customTP3: null,
      },
    ]);
    expect(screen.getByLabelText(/Symbol/)).toHaveValue('');
    expect(screen.getByLabelText('Custom Take Profit 1')).toHaveValue(null);
    // The choices stay as they were.
    expect(screen.getByLabelText('Direction')).toHaveValue('SHORT');
  });

  it("shows the server's error and 'Failed to open position' when the server refuses", async () => {
    stubApi({
      'POST /api/position-manager/open': () =>
        apiError(409, 'An open LONG position already exists for BTCUSDT', 'CONFLICT'),
    });
    renderWithProviders(<OpenPositionForm />);
    await userEvent.type(screen.getByLabelText(/Symbol/), 'BTCUSDT');
    await submit();
    // Once in the form and once in the toast.
    expect(await screen.findAllByText('An open LONG position already exists for BTCUSDT')).toHaveLength(2);
    expect(screen.getAllByText('Failed to open position')).toHaveLength(2);
    expect(screen.getByLabelText(/Symbol/)).toHaveValue('BTCUSDT');
  });

  it("shows the French fallback and 'An unexpected error occurred' when the call breaks", async () => {
    stubApi({
      'POST /api/position-manager/open': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWithProviders(<OpenPositionForm />);
    await userEvent.type(screen.getByLabelText(/Symbol/), 'BTCUSDT');
    await submit();
    expect(await screen.findAllByText("Erreur lors de l'ouverture de la position")).toHaveLength(2);
    expect(screen.getAllByText('An unexpected error occurred')).toHaveLength(2);
  });

  it('sends nothing for a symbol of spaces, and says why under the field until it is typed again', async () => {
    const api = stubApi({ 'POST /api/position-manager/open': opened });
    renderWithProviders(<OpenPositionForm />);
    const symbol = screen.getByLabelText(/Symbol/);
    await userEvent.type(symbol, '   ');
    await submit();
    expect(await screen.findByText(BLANK_SYMBOL_MESSAGE)).toBeInTheDocument();
    expect(symbol).toHaveAttribute('aria-invalid', 'true');
    expect(symbol).toHaveAccessibleDescription(BLANK_SYMBOL_MESSAGE);
    await waitFor(() => expect(openCalls(api)).toEqual([]));
    await userEvent.type(symbol, 'ETHUSDT');
    expect(screen.queryByText(BLANK_SYMBOL_MESSAGE)).not.toBeInTheDocument();
    expect(symbol).not.toHaveAttribute('aria-invalid', 'true');
  });
});
