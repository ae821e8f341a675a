import { Button, Card, Image, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { displayImageUrl } from '../../parts/image-url.ts';
import { dataOf, parseMarriage, type WaifuMarriage } from './parse.ts';
import { ResourceState } from './ResourceState.tsx';
import { SampleUserBar } from './SampleUser.tsx';
import { useResource } from './use-resource.ts';
import type { WaifuApi } from './use-waifu-api.ts';

export interface MarriageTabProps {
  api: WaifuApi;
  /** Changes after every marry or unmarry: the marriage loads again. */
  version: number;
  busy: string | null;
  onUnmarry: (marriage: WaifuMarriage) => void;
}

const parse = (body: unknown) => parseMarriage(dataOf(body));
const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' });

/** Spec §9: dates in id-ID; an unreadable date is shown as the API sent it. */
function marriageDate(raw: string): string {
  const time = Date.parse(raw);
  return Number.isNaN(time) ? raw : dateFormat.format(time);
}

/** The sample user's marriage, with 'Batalkan Pernikahan'. */
export function MarriageTab({ api, version, busy, onUnmarry }: MarriageTabProps) {
  const load = useCallback((signal: AbortSignal) => api.call('mymarriage', { userId: api.userId }, signal), [api]);
  const { resource, reload } = useResource(load, parse, version);
  const unmarry = api.labels('unmarry', 'Batalkan Pernikahan');
  return (
    <Stack gap="md">
      <SampleUserBar api={api} onReload={reload} />
      <ResourceState resource={resource} emptyText="Kamu belum menikah dengan waifu mana pun." onRetry={reload} isEmpty={(marriage) => !marriage}>
        {(marriage) =>
          marriage && (
            <Card withBorder radius="md" maw={360} data-marriage={marriage.waifuid ?? ''}>
              <Stack gap="xs">
                {marriage.imgurl ? <Image src={displayImageUrl(marriage.imgurl)} alt={marriage.nama} h={160} fit="contain" /> : null}
                <Text fw={600}>Menikah dengan {marriage.nama}</Text>
                <Text size="sm" c="dimmed">
                  Sejak {marriageDate(marriage.marriageDate)}
                </Text>
                <Button color="red" variant="light" disabled={busy !== null} onClick={() => onUnmarry(marriage)}>
                  {busy?.startsWith('unmarry:') ? unmarry.loading : unmarry.idle}
                </Button>
              </Stack>
            </Card>
          )
        }
      </ResourceState>
    </Stack>
  );
}
