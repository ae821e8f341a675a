import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { AnswerError } from '../../parts/index.ts';
import type { RendererProps } from '../../types.ts';

type Claims = Record<string, unknown>;

const isObject = (value: unknown): value is Claims => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `iat`, `nbf` and `exp` are seconds since 1970: said as a date people read (id-ID). */
const timeClaims: [string, string][] = [
  ['iat', 'Diterbitkan (iat)'],
  ['nbf', 'Berlaku mulai (nbf)'],
  ['exp', 'Kedaluwarsa (exp)'],
];

function Part({ id, title, value }: { id: string; title: string; value: Claims }) {
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Text fw={500} size="sm" id={id}>
        {title}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {JSON.stringify(value, null, 2)}
      </Code>
    </Stack>
  );
}

/** The decoder's answer: header and payload apart, and the token's times as dates. */
export function JwtDecoded({ entry, answer }: RendererProps) {
  const data = (answer.as === 'json' ? answer.data : {}) as { status?: unknown; header?: unknown; payload?: unknown };
  // The spec: the answer must carry status and payload, else the decoder's fallback is shown.
  if (!data.status || !isObject(data.payload)) {
    return <AnswerError message={entry.error} />;
  }
  const payload = data.payload;
  const times = timeClaims.filter(([name]) => typeof payload[name] === 'number');
  return (
    <Stack gap="sm" data-widget="jwt-decoded">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Part id="jwt-decoded-header" title="Header" value={isObject(data.header) ? data.header : {}} />
        <Part id="jwt-decoded-payload" title="Payload" value={payload} />
      </SimpleGrid>
      {times.length > 0 ? (
        <Stack gap={2}>
          {times.map(([name, label]) => (
            <Text size="sm" key={name}>
              {label}: {new Date((payload[name] as number) * 1000).toLocaleString('id-ID')}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
