import '@mantine/spotlight/styles.css';
import { Badge, Group, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '../router/index.ts';
import documents from 'virtual:portal-search';
import { createEntrySearch } from './search-index.ts';

const [store, actions] = createSpotlight();

export interface SearchSpotlightProps {
  /** Grows each time the search is asked for (button, Ctrl+K / ⌘K): opens it. */
  openCount: number;
  /** Where a chosen endpoint opens: `/dashboard/<group>/<id>` or `/docs/<group>/<id>`. */
  area: 'dashboard' | 'docs';
}

/** 'Cari endpoint': the search box over every endpoint of the active groups, keyboard only. */
export default function SearchSpotlight({ openCount, area }: SearchSpotlightProps) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const search = useMemo(() => createEntrySearch(documents), []);
  const results = useMemo(() => search.search(query), [search, query]);
  useEffect(() => {
    if (openCount > 0) actions.open();
  }, [openCount]);

  return (
    <Spotlight.Root store={store} query={query} onQueryChange={setQuery} shortcut={null} scrollable maxHeight={420}>
      <Spotlight.Search placeholder="Cari endpoint: judul, path, grup, atau nama input" aria-label="Cari endpoint" />
      <Spotlight.ActionsList aria-label="Hasil pencarian">
        {results.map((doc) => (
          <Spotlight.Action key={doc.id} onClick={() => navigate(`/${area}/${doc.group}/${doc.entryId}`)} data-entry={doc.entryId}>
            <Group wrap="nowrap" gap="sm" w="100%">
              <Badge variant="light" w={64} style={{ flexShrink: 0 }}>
                {doc.method}
              </Badge>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {doc.title}
                </Text>
                <Group gap={6} wrap="nowrap">
                  {/* Inherited colours stay readable on the highlighted result too. */}
                  <Text size="xs" ff="monospace" truncate>
                    {doc.path}
                  </Text>
                  <Text size="xs" opacity={0.75} truncate>
                    {doc.groupLabel}
                  </Text>
                </Group>
              </div>
            </Group>
          </Spotlight.Action>
        ))}
        {results.length === 0 ? <Spotlight.Empty>Tidak ada endpoint yang cocok.</Spotlight.Empty> : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
