import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { displayImageUrl } from '../../parts/image-url.ts';
import type { WaifuDetails } from './parse.ts';

/** Spec §9: at most 20 images of a waifu are shown. */
export const maxImages = 20;

export interface WaifuCardProps {
  waifu: WaifuDetails;
  claimLabel: { idle: string; loading: string };
  claiming: boolean;
  /** Claims with the chosen image (no confirmation, spec §5). */
  onClaim: (imgurl: string) => void;
}

/** A waifu's character details and images; one image is chosen as the claim's picture. */
export function WaifuCard({ waifu, claimLabel, claiming, onClaim }: WaifuCardProps) {
  const images = waifu.images.slice(0, maxImages);
  const [chosen, setChosen] = useState(0);
  const picked = images[Math.min(chosen, images.length - 1)];
  return (
    <Card withBorder radius="md" data-waifu={waifu.waifuid} aria-label={`Waifu ${waifu.nama}`} component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={4}>{waifu.nama}</Title>
            <Text size="sm">Anime: {waifu.anime}</Text>
            <Text size="sm" c="dimmed">
              Waifu ID: {waifu.waifuid}
            </Text>
          </Stack>
          <Button onClick={() => picked && onClaim(picked)} disabled={claiming || !picked}>
            {claiming ? claimLabel.loading : claimLabel.idle}
          </Button>
        </Group>
        {images.length > 0 ? (
          <>
            <Text size="xs" c="dimmed">
              {waifu.images.length > maxImages ? `Menampilkan ${maxImages} dari ${waifu.images.length} gambar. ` : ''}
              Pilih gambar untuk klaim.
            </Text>
            <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="group" aria-label={`Gambar ${waifu.nama}`}>
              {images.map((src, i) => (
                <UnstyledButton
                  key={`${src}-${i}`}
                  onClick={() => setChosen(i)}
                  aria-pressed={i === chosen}
                  aria-label={`Gambar ${i + 1} dari ${images.length}`}
                  style={{ outline: i === chosen ? '3px solid var(--mantine-color-blue-filled)' : undefined, borderRadius: 8 }}
                >
                  <Image src={displayImageUrl(src)} alt="" radius="sm" h={96} fit="contain" />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Tidak ada gambar.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
