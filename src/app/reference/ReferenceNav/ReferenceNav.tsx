import { Anchor, Box, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from '../../../router/index.ts';
import { referencePath, type ReferenceGroup } from '../../../catalog/reference.ts';
import { DownloadLinks } from './DownloadLinks.tsx';
import { matchEntries } from './match-entries.ts';

export interface ReferenceNavProps {
  groups: ReferenceGroup[];
  /** The page's entry, marked in the list (none on a page that is no entry's). */
  current?: { group: string; id: string };
}

/**
 * Every group and endpoint of the reference beside the page, the current one marked
 * (`aria-current`), with a filter over titles, ids and paths, and the downloads under it.
 */
export function ReferenceNav({ groups, current }: ReferenceNavProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => matchEntries(groups, filter), [groups, filter]);
  return (
    <Stack component="nav" aria-label="Semua endpoint" gap="md" data-testid="reference-nav">
      <TextInput
        label="Saring endpoint"
        placeholder="mis. qr, jwt, cuaca"
        size="sm"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <Text size="sm" role="status">
          Tidak ada endpoint yang cocok dengan &quot;{filter.trim()}&quot;.
        </Text>
      ) : null}
      {shown.map((group) => (
        <Stack key={group.id} gap={2}>
          <Text component="h2" fw={700} size="sm" m={0}>
            {group.label}
          </Text>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {group.entries.map((entry) => {
              const here = entry.group === current?.group && entry.id === current.id;
              return (
                <li key={entry.id}>
                  <Anchor
                    component={Link}
                    to={referencePath(entry)}
                    aria-current={here ? 'page' : undefined}
                    size="sm"
                    fw={here ? 700 : 400}
                    display="flex"
                    px={6}
                    py={3}
                    style={{ gap: 8, borderRadius: 4, ...(here ? { background: 'var(--mantine-color-blue-light)', color: 'var(--mantine-color-blue-light-color)' } : {}) }}
                  >
                    <Box component="span" ff="monospace" fz="xs" w={46} style={{ flexShrink: 0 }}>
                      {entry.method}
                    </Box>
                    <span>{entry.title}</span>
                  </Anchor>
                </li>
              );
            })}
          </Stack>
        </Stack>
      ))}
      <DownloadLinks headingId="unduhan-nav" />
    </Stack>
  );
}
