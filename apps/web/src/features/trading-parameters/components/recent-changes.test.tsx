import type { ParameterChange } from '@signaldesk/contracts/trading-parameters';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../test/render';
import { setLanguageChoice } from '../../../i18n';
import { RecentChanges } from './recent-changes';

afterEach(() => setLanguageChoice(null));

const SOURCE = { name: 'Sweep #3, stopLossPercent -2', runId: null, sweepId: 3, sweepCell: 1 };
const HISTORY: ParameterChange[] = [
  {
    id: 9,
    kind: 'undo',
    username: 'admin',
    at: '2026-11-27T08:49:00.000Z',
    changes: [{ key: 'DEFAULT_STOP_LOSS_PERCENT', before: '-2', after: '-3.5' }],
    source: SOURCE,
    undone: false,
    undoes: 8,
  },
  {
    id: 8,
    kind: 'apply',
    username: 'admin',
    at: '2026-11-27T08:47:00.000Z',
    changes: [{ key: 'DEFAULT_STOP_LOSS_PERCENT', before: '-3.5', after: '-2' }],
    source: SOURCE,
    undone: true,
    undoes: null,
  },
  {
    id: 7,
    kind: 'edit',
    username: 'operator',
    at: '2026-11-27T08:30:00.000Z',
    changes: [{ key: 'DEFAULT_STOP_LOSS_PERCENT', before: '-3.9', after: '-3.5' }],
    source: null,
    undone: false,
    undoes: null,
  },
];

describe('RecentChanges: the one history of changes to live', () => {
  it('lists hand edits, applies (marked undone) and undos with who, when and old → new', async () => {
    stubApi({ 'GET /api/trading-parameters/changes': () => ({ success: true, data: HISTORY }) });
    renderWithProviders(<RecentChanges />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-change-kind'))).toEqual(['undo', 'apply', 'edit']);
    expect(items[0]).toHaveTextContent('Undo of Sweep #3, stopLossPercent -2');
    expect(items[1]).toHaveTextContent('Applied from Sweep #3, stopLossPercent -2');
    expect(within(items[1]!).getByText('undone')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Stop loss (%) DEFAULT_STOP_LOSS_PERCENT: -3.5 → -2');
    expect(items[1]).toHaveTextContent('admin, 2026-11-27 08:47 UTC');
    expect(items[2]).toHaveTextContent('Edited by hand');
    expect(items[2]).toHaveTextContent('operator, 2026-11-27 08:30 UTC');
  });

  it('speaks French when the operator chose it, dates in the French style with the zone named', async () => {
    setLanguageChoice('fr');
    stubApi({ 'GET /api/trading-parameters/changes': () => ({ success: true, data: HISTORY }) });
    renderWithProviders(<RecentChanges />);
    expect(await screen.findByRole('heading', { name: 'Modifications récentes' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Appliqué depuis Sweep #3');
    expect(within(items[1]!).getByText('annulé')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('admin, 27/11/2026 08:47 UTC');
  });

  it('says when nothing was changed yet', async () => {
    stubApi({ 'GET /api/trading-parameters/changes': () => ({ success: true, data: [] }) });
    renderWithProviders(<RecentChanges />);
    expect(await screen.findByText('No change saved yet')).toBeInTheDocument();
  });
});
