import { Badge, Card, Code, Collapse, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { showcaseExample } from '../../catalog/example-choice.ts';
import { entryUrlPath } from '../../catalog/request-plan.ts';
import type { CatalogEntry, EntrySummary } from '../../catalog/types.ts';
import { FieldsTable } from '../EntryDoc/FieldsTable.tsx';
import { GuideToggle } from '../EntryDoc/GuideToggle.tsx';
import type { LoadedEntry } from '../../engine/index.ts';
import { exampleRequest } from '../../engine/index.ts';
import { payloadFields } from './payload-fields.ts';

const methodColor: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', DELETE: 'red', PATCH: 'grape' };
const json = (value: unknown) => JSON.stringify(value, null, 2);

export interface DocOnlyEntryProps {
  summary: EntrySummary;
  /** The entry's full description, once its group's chunk has arrived. */
  loaded?: LoadedEntry;
  /** Expanded at first (deep links). */
  initiallyOpen?: boolean;
}

function PayloadTable({ entry }: { entry: CatalogEntry }) {
  return <FieldsTable rows={payloadFields(entry)} heading="Field" label={`Field ${entry.title}`} />;
}

function Example({ entry }: { entry: CatalogEntry }) {
  const example = showcaseExample(entry);
  if (!example) return null;
  const request = exampleRequest(entry, example);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Contoh{example.name ? `: ${example.name}` : ''}
      </Text>
      <Code block>{request.body ? `${request.line}\nContent-Type: application/json\n\n${json(request.body)}` : request.line}</Code>
      {example.response.json !== undefined ? (
        <>
          <Text size="sm">Contoh jawaban{example.response.status ? ` (${example.response.status})` : ''}:</Text>
          <Code block>{json(example.response.json)}</Code>
        </>
      ) : null}
    </Stack>
  );
}

/** A documentation-only endpoint: method, path and summary; expands to its fields and an example. No 'Coba'. */
export function DocOnlyEntry({ summary, loaded, initiallyOpen = false }: DocOnlyEntryProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const detailsId = `dok-${summary.group}-${summary.id}`;
  return (
    <Card withBorder radius="md" padding="md" id={`entry-${summary.id}`} data-entry={summary.id} data-doc-only>
      <Stack gap="xs">
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={detailsId}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs">
              <Badge color={methodColor[summary.method] ?? 'gray'} variant="filled" radius="sm">
                {summary.method}
              </Badge>
              <Code>{entryUrlPath(summary)}</Code>
              <Title order={4} size="h5">
                {summary.title}
              </Title>
              <Badge variant="outline" color={summary.tag === 'internal' ? 'teal' : 'violet'}>
                {summary.tag === 'internal' ? 'Internal' : '3rd Party'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" aria-hidden>
              {open ? '▲' : '▼'}
            </Text>
          </Group>
        </UnstyledButton>
        <Text size="sm">{summary.summary}</Text>
        <Collapse expanded={open}>
          <Stack gap="sm" id={detailsId}>
            <Text size="xs" c="dimmed">
              Hanya dokumentasi: endpoint ini tidak dapat dicoba dari portal.
            </Text>
            {loaded ? (
              <>
                <PayloadTable entry={loaded.entry} />
                <Example entry={loaded.entry} />
                <GuideToggle entry={loaded.entry} id={`panduan-${summary.group}-${summary.id}`} />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                Memuat dokumentasi...
              </Text>
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
