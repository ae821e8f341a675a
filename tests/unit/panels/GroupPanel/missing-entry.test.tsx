// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groups } from 'virtual:portal-catalog';
import type { GroupSummary } from '../../../../src/catalog/types.ts';
import { GroupPanel } from '../../../../src/panels/GroupPanel/index.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

const cuaca = groups.find((g: GroupSummary) => g.id === 'cuaca') as GroupSummary;

describe('a deep link to an entry', () => {
  it('that is not in the group says so above the group', async () => {
    renderWithProviders(<GroupPanel group={cuaca} focusEntryId="cuaca-lama" getApiKey={() => 'KEY'} />);
    expect(await screen.findByText('Tautan ini menuju endpoint yang tidak ada di fitur ini. Semua endpoint fitur ini ada di bawah.')).toBeInTheDocument();
    expect(screen.getByText('Endpoint tidak ditemukan.')).toBeInTheDocument();
  });

  it('that is in the group opens it, with no such notice', async () => {
    renderWithProviders(<GroupPanel group={cuaca} focusEntryId="cuaca" getApiKey={() => 'KEY'} />);
    expect(await screen.findByRole('button', { name: 'Cek' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Endpoint tidak ditemukan.')).not.toBeInTheDocument();
  });
});
