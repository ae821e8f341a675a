// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, it, vi } from 'vitest';
import type { LoadedGroup } from '../../../../src/engine/index.ts';
import { GroupPanel } from '../../../../src/panels/GroupPanel/index.ts';
import { testGroups } from '../../../helpers/app/catalog-fixture.ts';
import { renderWithProviders } from '../../../helpers/render.tsx';

/** The group's chunk as a deep link's preload brings it: here only once the panel has rendered. */
const chunk: LoadedGroup = { id: 'cuaca', entries: [] };
let arrived = false;
vi.mock('virtual:portal-catalog', () => ({
  loadedGroup: (id: string) => (arrived && id === chunk.id ? chunk : null),
  loadGroup: (id: string) => Promise.resolve(id === chunk.id ? chunk : { id, entries: [] }),
}));

/** Rendered before the panel, so its effect runs first: the preload lands between the panel's render and its effect. */
function PreloadLands() {
  useEffect(() => {
    arrived = true;
  }, []);
  return null;
}

it('the group chunk arriving between the first render and its effect still replaces "Memuat fitur..."', async () => {
  // A group with endpoints: one without any says so and never loads.
  const group = { ...testGroups[0], entryCount: 1 };
  renderWithProviders(
    <>
      <PreloadLands />
      <GroupPanel group={group} getApiKey={() => 'KEY'} />
    </>,
  );
  await waitFor(() => expect(screen.queryByText('Memuat fitur...')).not.toBeInTheDocument());
  expect(screen.queryByText('Belum ada endpoint di fitur ini.')).not.toBeInTheDocument();
});
