// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColorSchemeSwitch } from '../../../../src/app/a11y/index.ts';
import { GroupIcon } from '../../../../src/app/GroupIcon/index.ts';
import { groupIconNames } from '../../../../src/catalog/group-icons.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

/** The drawn lines of an icon: Tabler's paths, compiled from the Iconify set at build time (scripts/vite-plugin-icons.ts). */
const strokes = (svg: Element) => [...svg.querySelectorAll('[stroke-width]')].map((node) => node.getAttribute('stroke-width'));

describe('ikon', () => {
  it('sakelar tema: ikon hanya hiasan, 18 px, garis 1,75; namanya tetap terbaca', () => {
    renderWithProviders(<ColorSchemeSwitch />);
    const button = screen.getByRole('switch', { name: 'Mode gelap' });
    const svg = button.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect([svg?.getAttribute('width'), svg?.getAttribute('height'), svg?.getAttribute('viewBox')]).toEqual(['18', '18', '0 0 24 24']);
    expect(strokes(svg!).length).toBeGreaterThan(0);
    expect(new Set(strokes(svg!))).toEqual(new Set(['1.75']));
  });

  it('setiap ikon grup yang boleh ditulis di _group.yaml tergambar, tiap nama dengan gambarnya sendiri', () => {
    const drawings = groupIconNames.map((name) => {
      const { container, unmount } = renderWithProviders(<GroupIcon name={name} />);
      const svg = container.querySelector('svg');
      const drawing = svg ? [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d')).join(' ') : '';
      expect([name, svg?.getAttribute('width'), svg?.getAttribute('aria-hidden')]).toEqual([name, '22', 'true']);
      unmount();
      return drawing;
    });
    expect(drawings.every((d) => d.length > 10)).toBe(true);
    expect(new Set(drawings).size).toBe(groupIconNames.length);
  });
});
