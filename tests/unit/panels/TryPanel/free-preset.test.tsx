// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../../../src/engine/index.ts';
import { TryPanel } from '../../../../src/panels/TryPanel/index.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('preset isian bebas (quotes {name})', () => {
  it('daerah yang diketik dibuka di tab baru dengan q berisi nama itu', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const loaded = (await loadGroup('quotes')).entries.find((e: { entry: { id: string } }) => e.entry.id === 'quotes');
    if (!loaded) throw new Error('no quotes entry');
    await whenValidatorReady(loaded.validator);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<TryPanel loaded={loaded} getApiKey={() => 'KEY'} />);
    // The slot's name is the catalog's, never something a user reads.
    expect(container.innerHTML).not.toContain('{name}');
    expect(screen.getByLabelText('Daerah lain')).toHaveAttribute('placeholder', 'Nama daerah, misalnya madura');
    const send = screen.getByRole('button', { name: 'GET Daerah lain' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Daerah lain'), 'madura');
    await user.click(send);
    expect(open).toHaveBeenCalledWith('/api/proxy/quotes?q=madura&apikey=KEY', '_blank', 'noopener');
  });
});
