// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { groups, loadGroup } from 'virtual:portal-catalog';
import type { CatalogEntry, GroupSummary } from '../../../../src/catalog/types.ts';
import { GroupPanel } from '../../../../src/panels/GroupPanel/index.ts';
import { docOnlyEntry } from '../../../../src/panels/GroupPanel/doc-only-entry.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

const webhook = groups.find((g: GroupSummary) => g.id === 'webhook') as GroupSummary;
let entries: CatalogEntry[] = [];
// The group's chunk and the documentation-only blocks' chunk are loaded once here (a deep link names both in its HTML), so the panels get them at once.
beforeAll(async () => {
  entries = (await loadGroup('webhook')).entries.map((e: { entry: CatalogEntry }) => e.entry);
  await docOnlyEntry.preload();
});

function renderWebhook() {
  return renderWithProviders(<GroupPanel group={webhook} getApiKey={() => 'KEY'} />);
}

/** The rows of an entry's field table as [field, location, type, required]. */
function fieldRows(title: string): string[][] {
  const table = screen.getByRole('table', { name: `Field ${title}` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 4).map((c) => c.textContent ?? ''));
}

async function expand(title: string) {
  const toggle = screen.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

describe('dokumentasi Webhook', () => {
  it('setiap entri webhook hanya dokumentasi dan berada di bagian yang dideklarasikan grupnya', () => {
    const declared = Object.keys(webhook.sections ?? {});
    expect(declared).toEqual(['weather', 'quake', 'prayer', 'birthday']);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.tryable, entry.id).toBe(false);
      expect(declared, entry.id).toContain(entry.section);
    }
  });

  it('dikelompokkan per cuaca, gempa, sholat dan ulang tahun, tanpa tombol Coba', () => {
    renderWebhook();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Cuaca', 'Gempa', 'Waktu Sholat', 'Ulang Tahun']);
    const gempa = screen.getByRole('region', { name: 'Gempa' });
    expect(within(gempa).getAllByRole('button', { expanded: false }).map((b) => within(b).getByRole('heading').textContent)).toEqual([
      'Webhook Gempa: Daftar',
      'Webhook Gempa: Lihat',
      'Webhook Gempa: Hapus',
    ]);
    expect(screen.queryByRole('button', { name: 'Coba' })).not.toBeInTheDocument();
  });

  it('membuka ulang tahun: field birthdayData dengan tipenya dan contoh request', async () => {
    renderWebhook();
    await expand('Ulang Tahun: Tambah');
    await screen.findByRole('table', { name: 'Field Ulang Tahun: Tambah' });
    const rows = fieldRows('Ulang Tahun: Tambah');
    expect(rows).toEqual([
      ['webhookUrl', 'body', 'string', 'Ya'],
      ['channelId', 'body', 'string', 'Tidak'],
      ['birthdayData', 'body', 'object', 'Ya'],
      ['birthdayData.userId', 'body', 'string', 'Ya'],
      ['birthdayData.name', 'body', 'string', 'Ya'],
      ['birthdayData.date', 'body', 'string', 'Ya'],
      ['birthdayData.tags', 'body', 'string[]', 'Tidak'],
    ]);
    const block = document.getElementById('entry-birthday-create') as HTMLElement;
    expect(within(block).getByText(/^POST \/api\/proxy\/features\/birthday\?apikey=API_KEY_ANDA/)).toHaveTextContent('"date": "17-08-1998"');
    expect(within(block).getByRole('button', { name: 'Panduan Postman' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('langganan cuaca: waktu berupa daftar HH:mm; channelId PUT lewat query', async () => {
    renderWebhook();
    await expand('Webhook Cuaca: Daftar');
    await screen.findByRole('table', { name: 'Field Webhook Cuaca: Daftar' });
    expect(fieldRows('Webhook Cuaca: Daftar').map((r) => r.slice(0, 3))).toEqual([
      ['webhookUrl', 'body', 'string'],
      ['channelId', 'body', 'string'],
      ['kota', 'body', 'string'],
      ['waktu', 'body', 'string[]'],
      ['username', 'body', 'string'],
      ['avatarUrl', 'body', 'string'],
    ]);
    await expand('Webhook Cuaca: Ubah');
    await screen.findByRole('table', { name: 'Field Webhook Cuaca: Ubah' });
    expect(fieldRows('Webhook Cuaca: Ubah')[0]).toEqual(['channelId', 'query', 'string', 'Tidak']);
  });
});
