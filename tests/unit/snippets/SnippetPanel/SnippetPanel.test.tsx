// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadGroup } from 'virtual:portal-catalog';
import { describe, expect, it } from 'vitest';
import { FileStore } from '../../../../src/engine/index.ts';
import { SnippetPanel } from '../../../../src/snippets/SnippetPanel/index.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

const key = 'kunci-rahasia-1234';

describe("panel 'Contoh kode'", () => {
  it('bahasa yang dipilih menampilkan kodenya, disalin dengan API key tersamar, dan diingat', async () => {
    const user = userEvent.setup();
    const loaded = (await loadGroup('tools')).entries.find((e: { entry: { id: string } }) => e.entry.id === 'qrcode');
    if (!loaded) throw new Error('qrcode missing');
    const props = { entry: loaded.entry, values: { url: 'halo', width: 200 }, files: new FileStore(), getApiKey: () => key };
    const { unmount } = renderWithProviders(<SnippetPanel {...props} />);
    await user.selectOptions(screen.getByLabelText('Contoh kode'), 'python');
    const code = await screen.findByText(/requests\.post\(url\)/);
    expect(code).toHaveAttribute('data-language', 'python');
    await user.click(screen.getByRole('button', { name: 'Salin Python' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('url=halo&width=200&apikey=••••••••••••••1234');
    expect(copied).not.toContain(key);
    unmount();
    renderWithProviders(<SnippetPanel {...props} />);
    expect(screen.getByRole('button', { name: 'Salin Python' })).toBeInTheDocument();
  });
});
