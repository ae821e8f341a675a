import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { ClassifiedAnswer } from '../../../engine/index.ts';
import { dataOf, parseWaifu, type WaifuDetails } from './parse.ts';
import { ResourceState } from './ResourceState.tsx';
import { toResource, type Resource } from './use-resource.ts';
import type { WaifuApi } from './use-waifu-api.ts';
import { WaifuCard } from './WaifuCard.tsx';

/** Spec §5. */
const nameRequired = 'Masukkan nama waifu.';

export interface SearchTabProps {
  api: WaifuApi;
  claiming: boolean;
  onClaim: (waifu: WaifuDetails, imgurl: string) => void;
}

/** A waifu answer whose data is not a waifu is a broken answer, not an empty one. */
function waifuResource(answer: ClassifiedAnswer): Resource<WaifuDetails> {
  const resource = toResource(answer, (body) => parseWaifu(dataOf(body)));
  if (resource.phase !== 'ready') return resource;
  return resource.value ? { phase: 'ready', value: resource.value } : { phase: 'error', message: 'Format respons dari server tidak valid.' };
}

/** A random waifu at first, another on request, or the one found by name. */
export function SearchTab({ api, claiming, onClaim }: SearchTabProps) {
  const [shown, setShown] = useState<Resource<WaifuDetails>>({ phase: 'loading' });
  const [busy, setBusy] = useState<'random' | 'search' | null>('random');
  const [nama, setNama] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const randomLabel = api.labels('random', 'Ambil Waifu Acak');
  const searchLabel = api.labels('search', 'Cari');

  // The panel opens on a random waifu.
  useEffect(() => {
    const controller = new AbortController();
    api.call('random', {}, controller.signal).then(
      (answer) => {
        setShown(waifuResource(answer));
        setBusy(null);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api]);

  const show = async (kind: 'random' | 'search', inputs: Record<string, unknown>) => {
    setBusy(kind);
    setShown({ phase: 'loading' });
    try {
      setShown(waifuResource(await api.call(kind, inputs)));
    } catch {
      // Aborted: the panel closed.
      return;
    }
    setBusy(null);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (nama.trim() === '') {
      setNameError(nameRequired);
      return;
    }
    setNameError(null);
    void show('search', { nama: nama.trim() });
  };

  return (
    <Stack gap="md">
      <form onSubmit={search} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Nama waifu"
            placeholder="Mikasa"
            value={nama}
            onChange={(e) => setNama(e.currentTarget.value)}
            error={nameError}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" disabled={busy !== null}>
            {busy === 'search' ? searchLabel.loading : searchLabel.idle}
          </Button>
          <Button variant="light" onClick={() => void show('random', {})} disabled={busy !== null}>
            {busy === 'random' ? randomLabel.loading : randomLabel.idle}
          </Button>
        </Group>
      </form>
      <ResourceState resource={shown} emptyText="Waifu tidak ditemukan." onRetry={() => void show('random', {})}>
        {(waifu) => <WaifuCard key={waifu.waifuid} waifu={waifu} claimLabel={api.labels('claim', 'Klaim')} claiming={claiming} onClaim={(imgurl) => onClaim(waifu, imgurl)} />}
      </ResourceState>
    </Stack>
  );
}
