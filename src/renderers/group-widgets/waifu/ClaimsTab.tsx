import { Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { displayImageUrl } from '../../parts/image-url.ts';
import { dataOf, parseClaims, type ClaimedWaifu } from './parse.ts';
import { ResourceState } from './ResourceState.tsx';
import { SampleUserBar } from './SampleUser.tsx';
import { useResource } from './use-resource.ts';
import type { WaifuApi } from './use-waifu-api.ts';

export interface ClaimsTabProps {
  api: WaifuApi;
  /** Changes after every claim or release: the list loads again. */
  version: number;
  /** The action under way, e.g. 'unclaim:1042'. */
  busy: string | null;
  onRelease: (claim: ClaimedWaifu) => void;
  onMarry: (claim: ClaimedWaifu) => void;
}

const parse = (body: unknown) => parseClaims(dataOf(body));

/** The sample user's claims, each with 'Lepas' and 'Nikahi'. */
export function ClaimsTab({ api, version, busy, onRelease, onMarry }: ClaimsTabProps) {
  const load = useCallback((signal: AbortSignal) => api.call('myclaim', { userId: api.userId }, signal), [api]);
  const { resource, reload } = useResource(load, parse, version);
  const release = api.labels('unclaim', 'Lepas Klaim');
  const marry = api.labels('marry', 'Nikahi');
  return (
    <Stack gap="md">
      <SampleUserBar api={api} onReload={reload} />
      <ResourceState resource={resource} emptyText="Belum ada waifu yang diklaim." onRetry={reload} isEmpty={(claims) => claims.length === 0}>
        {(claims) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar klaim">
            {claims.map((claim) => (
              <Card component="li" key={claim.waifuid} withBorder radius="md" data-claim={claim.waifuid}>
                <Stack gap="xs">
                  {claim.imgurl ? <Image src={displayImageUrl(claim.imgurl)} alt={claim.nama} h={120} fit="contain" /> : null}
                  <Text fw={600}>{claim.nama}</Text>
                  <Text size="xs" c="dimmed">
                    Waifu ID: {claim.waifuid}
                  </Text>
                  <Group gap="xs">
                    <Button size="xs" variant="light" color="red" disabled={busy !== null} onClick={() => onRelease(claim)} aria-label={`Lepas ${claim.nama}`}>
                      {busy === `unclaim:${claim.waifuid}` ? release.loading : 'Lepas'}
                    </Button>
                    <Button size="xs" variant="light" color="pink" disabled={busy !== null} onClick={() => onMarry(claim)} aria-label={`Nikahi ${claim.nama}`}>
                      {busy === `marry:${claim.waifuid}` ? marry.loading : marry.idle}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </ResourceState>
    </Stack>
  );
}
