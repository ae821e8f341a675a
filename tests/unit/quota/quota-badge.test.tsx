// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuotaBadge } from '../../../src/quota/QuotaBadge/QuotaBadge.tsx';
import { renderWithProviders } from '../../helpers/render.tsx';

describe('QuotaBadge', () => {
  it("writes thousands as Indonesian does: 'Sisa kuota: 1.000 dari 1.000'", () => {
    renderWithProviders(<QuotaBadge profile={{ role: 'USER', totalreq: 0, limit: 1000 }} />);
    expect(screen.getByTestId('quota').textContent).toBe('Sisa kuota: 1.000 dari 1.000');
  });
});
