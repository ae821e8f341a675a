import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { messages } from '../../../catalog/messages.ts';
import { readCredentials, useSignedIn } from '../../session/index.ts';
import { PaneTabs } from '../PaneTabs/index.ts';
import { sampleApiKey, type RequestSample } from '../reference-entry.ts';
import { fillSample, sampleOrigin } from '../sample-origin.ts';
import { copyText } from '../../../ui/copy-text.ts';

type Mask = (key: string) => string;

/**
 * The entry's request in every language the snippets offer, prerendered. Signed out the key is
 * `APIKEY_ANDA`; signed in it is the reader's own, shown masked and copied whole by 'Salin'.
 */
export function RequestSamples({ samples, entryTitle }: { samples: RequestSample[]; entryTitle: string }) {
  const [language, setLanguage] = useState(samples[0]?.language ?? '');
  const signedIn = useSignedIn();
  const apiKey = signedIn ? (readCredentials()?.apiKey ?? null) : null;
  // The portal's one masking rule arrives with the forms' code, fetched only once a reader is signed in.
  const [mask, setMask] = useState<Mask | null>(null);
  useEffect(() => {
    if (!apiKey || mask) return;
    let live = true;
    void import('../../../engine/api-key.ts').then((m) => live && setMask(() => m.maskApiKey));
    return () => {
      live = false;
    };
  }, [apiKey, mask]);
  const origin = useMemo(() => sampleOrigin(), []);
  const shownKey = apiKey && mask ? mask(apiKey) : sampleApiKey;
  const chosen = samples.find((s) => s.language === language) ?? samples[0];

  const copy = async () => {
    if (!chosen) return;
    // Without clipboard access the code stays on screen to copy by hand.
    await copyText(fillSample(chosen.code, origin, apiKey ? encodeURIComponent(apiKey) : sampleApiKey, sampleApiKey), messages.copiedText);
  };

  if (!chosen) return null;
  return (
    <Stack gap="xs">
      <PaneTabs
        label={`Contoh request ${entryTitle}`}
        value={language}
        onChange={setLanguage}
        tabs={samples.map((s) => ({
          value: s.language,
          label: s.label,
          panel: (
            <Code block data-testid="reference-sample" data-language={s.language} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {fillSample(s.code, origin, shownKey, sampleApiKey)}
            </Code>
          ),
        }))}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {apiKey ? 'Memakai API key Anda (disamarkan; Salin menyalin kunci utuh).' : `Ganti ${sampleApiKey} dengan API key Anda.`}
        </Text>
        <Button variant="default" size="xs" onClick={() => void copy()}>
          Salin {chosen.label}
        </Button>
      </Group>
    </Stack>
  );
}
