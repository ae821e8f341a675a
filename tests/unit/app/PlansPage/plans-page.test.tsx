// @vitest-environment jsdom
/** The plans page offers an upgrade only upward: a PREMIUM developer is not asked to 'upgrade' to Gratis. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFetch, callsTo } from '../../../helpers/app/account-fetch.ts';
import { renderApp, storeSession } from '../../../helpers/app/harness.tsx';

vi.mock('virtual:portal-catalog', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups, loadGroup: vi.fn() }));
vi.mock('virtual:portal-tiles', async () => ({ groups: (await import('../../../helpers/app/catalog-fixture.ts')).testGroups }));

const plan = (name: string, label: string, ratePerMinute: number) => ({ name, label, dailyCalls: ratePerMinute * 20, ratePerMinute, groups: 'all', keysPerAccount: 1, price: label, summary: `Paket ${label}.` });
const plans = { body: { status: true, message: '', data: { items: [plan('USER', 'Gratis', 60), plan('PREMIUM', 'Premium', 600), plan('BISNIS', 'Bisnis', 3000)] } } };
const mine = (current: string) => ({ body: { status: true, message: '', data: { plan: current, items: [] } } });

beforeEach(() => {
  localStorage.clear();
  storeSession();
});
afterEach(() => vi.unstubAllGlobals());

async function open(current: string) {
  const fetch = accountFetch({ '/api/plans': plans, '/api/account/upgrade-requests': mine(current) });
  vi.stubGlobal('fetch', fetch);
  renderApp('/dashboard/paket');
  await screen.findByRole('heading', { level: 1, name: 'Paket' }, { timeout: 5000 });
  return fetch;
}
const card = (label: string) => screen.getByRole('region', { name: new RegExp(`^${label}`) });

describe('Paket', () => {
  it("on PREMIUM: 'Ajukan pindah paket' on Gratis, 'Ajukan upgrade' on Bisnis, none on its own plan", async () => {
    const fetch = await open('PREMIUM');
    expect(within(card('Gratis')).getByRole('button').textContent).toBe('Ajukan pindah paket');
    expect(within(card('Premium')).queryByRole('button')).toBeNull();
    expect(within(card('Premium')).getByText('Paket Anda')).toBeTruthy();
    expect(within(card('Bisnis')).getByRole('button').textContent).toBe('Ajukan upgrade');
    // Asking for the lower plan sends the same request, for that plan.
    await userEvent.click(within(card('Gratis')).getByRole('button', { name: 'Ajukan pindah paket' }));
    await userEvent.click(within(card('Gratis')).getByRole('button', { name: 'Kirim permintaan' }));
    expect(callsTo(fetch, '/api/account/upgrade-requests').filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ plan: 'USER', note: '' }]);
  });

  it("on the free plan every other plan reads 'Ajukan upgrade'", async () => {
    await open('USER');
    expect(within(card('Premium')).getByRole('button').textContent).toBe('Ajukan upgrade');
    expect(within(card('Bisnis')).getByRole('button').textContent).toBe('Ajukan upgrade');
  });
});
