import { Badge, Button, Collapse, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '../../catalog/messages.ts';
import { formatBytes, formatDuration } from '../../history/format.ts';
import type { ResponseMeta } from '../../engine/response-meta.ts';
import { copyText } from '../../ui/copy-text.ts';
import { saveJson } from './save-json.ts';

export interface ResponseInspectorProps {
  meta: ResponseMeta | null;
  /** The answer's parsed JSON, when it was JSON: it can be copied or saved. */
  json?: unknown;
  /** Name of the saved JSON file, without extension. */
  fileStem: string;
}

const statusColor = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : status >= 300 ? 'blue' : 'green');

/** Status, duration, size, content type and headers of the last answer, for every kind of answer. */
export function ResponseInspector({ meta, json, fileStem }: ResponseInspectorProps) {
  const [headersOpen, { toggle }] = useDisclosure(false);
  if (!meta) return null;
  const text = json === undefined ? null : JSON.stringify(json, null, 2);
  // Without clipboard access 'Simpan JSON' still works.
  const copy = async () => {
    if (text !== null) await copyText(text, messages.copiedText);
  };
  const headersId = `header-respons-${fileStem}`;
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="response-inspector" aria-label="Detail respons">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color={statusColor(meta.status)} variant="filled" data-testid="inspector-status">
            HTTP {meta.status}
            {meta.statusText ? ` ${meta.statusText}` : ''}
          </Badge>
          <Text size="sm" data-testid="inspector-duration">Waktu: {formatDuration(meta.durationMs)}</Text>
          <Text size="sm" data-testid="inspector-size">Ukuran: {formatBytes(meta.size)}</Text>
          <Text size="sm" data-testid="inspector-type">Tipe: {meta.contentType || 'tidak disebutkan'}</Text>
        </Group>
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" onClick={toggle} aria-expanded={headersOpen} aria-controls={headersId}>
            {headersOpen ? 'Sembunyikan header respons' : 'Tampilkan header respons'}
          </Button>
          {text !== null ? (
            <>
              <Button size="compact-xs" variant="light" onClick={() => void copy()}>
                Salin JSON
              </Button>
              <Button size="compact-xs" variant="light" onClick={() => saveJson(text, `${fileStem}.json`)}>
                Simpan JSON
              </Button>
            </>
          ) : null}
        </Group>
        <Collapse expanded={headersOpen}>
          <div id={headersId}>
            {headersOpen ? (
              <Table withTableBorder fz="xs" data-testid="inspector-headers">
                <Table.Tbody>
                  {meta.headers.map(([name, value]) => (
                    <Table.Tr key={name}>
                      <Table.Th scope="row">{name}</Table.Th>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </div>
        </Collapse>
      </Stack>
    </Paper>
  );
}
