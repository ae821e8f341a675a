import { Button, Code, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { messages } from '../../catalog/messages.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { buildRequest, MissingApiKeyError, type BuiltRequest } from '../../engine/index.ts';
import type { FileStore } from '../../engine/index.ts';
import { isSnippetLanguage, languageLabel, rememberedLanguage, rememberLanguage, snippetLanguages, type SnippetLanguage } from '../languages.ts';
import { copyText } from '../../ui/copy-text.ts';

export interface SnippetPanelProps {
  entry: CatalogEntry;
  /** The form's current values (before validation). */
  values: Record<string, unknown>;
  files: FileStore;
  getApiKey: () => string | null;
}

/** The writers arrive when code is first asked for: a form's first load shows only the picker. */
const writers = () => import('../generate.ts');

type Built = { request: BuiltRequest; problem: null } | { request: null; problem: string };

function build(entry: CatalogEntry, values: Record<string, unknown>, apiKey: string | null, files: FileStore): Built {
  try {
    return { request: buildRequest(entry, values, apiKey, files), problem: null };
  } catch (err) {
    return { request: null, problem: err instanceof MissingApiKeyError ? err.message : messages.invalidInput };
  }
}

/**
 * Code of the request the form would send now, in the chosen language, built by the runner's own
 * builder; the API key masked until 'Tampilkan API Key'. The chosen language is remembered.
 */
export function SnippetPanel({ entry, values, files, getApiKey }: SnippetPanelProps) {
  const [language, setLanguage] = useState<SnippetLanguage>(rememberedLanguage);
  const [shown, setShown] = useState(false);
  const [reveal, setReveal] = useState(false);
  const [code, setCode] = useState<{ for: string; text: string } | null>(null);
  const apiKey = getApiKey();
  const built = useMemo(() => build(entry, values, apiKey, files), [entry, values, apiKey, files]);
  const options = useMemo(() => ({ origin: window.location.origin, revealApiKey: reveal, name: entry.title }), [reveal, entry.title]);
  const label = languageLabel(language);
  const wanted = `${language}|${reveal}`;

  useEffect(() => {
    if (!shown || !built.request) return;
    let live = true;
    void writers()
      .then((w) => w.generateSnippet(language, built.request, options))
      .then((text) => live && setCode({ for: wanted, text }));
    return () => {
      live = false;
    };
  }, [shown, built, language, options, wanted]);

  const choose = (value: string) => {
    if (!isSnippetLanguage(value)) return;
    setLanguage(value);
    rememberLanguage(value);
    setShown(true);
    if (value !== 'curl') void writers().then((w) => w.loadGenerator());
  };

  const copy = async () => {
    setShown(true);
    if (!built.request) {
      notifications.show({ color: 'red', message: built.problem });
      return;
    }
    const text = await (await writers()).generateSnippet(language, built.request, options);
    setCode({ for: wanted, text });
    // Without clipboard access the code stays on screen to copy by hand.
    await copyText(text, messages.copiedText);
  };

  const current = code?.for === wanted ? code.text : null;
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          size="xs"
          label="Contoh kode"
          value={language}
          onChange={(e) => choose(e.currentTarget.value)}
          data={snippetLanguages.map((l) => ({ value: l.id, label: l.label }))}
        />
        <Button variant="default" size="xs" onClick={() => void copy()}>
          Salin {label}
        </Button>
        <Switch size="xs" label="Tampilkan API Key" checked={reveal} onChange={(e) => setReveal(e.currentTarget.checked)} />
      </Group>
      {shown && built.request && current !== null ? (
        <Code block data-testid="snippet-code" data-language={language} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {current}
        </Code>
      ) : null}
      {shown && built.problem ? (
        <Text size="sm" c="red">
          {built.problem}
        </Text>
      ) : null}
    </Stack>
  );
}
