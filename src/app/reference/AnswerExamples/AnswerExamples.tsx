import { Anchor, Box, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { JsonCode } from '../JsonCode/index.ts';
import { PaneTabs } from '../PaneTabs/index.ts';
import type { AnswerExample, AnswerView } from '../reference-entry.ts';

function View({ view, name }: { view: AnswerView; name: string }) {
  switch (view.kind) {
    case 'json':
      return <JsonCode value={view.json} label={`Jawaban JSON: ${name}`} />;
    case 'image':
      return (
        <Box
          component="img"
          src={view.src}
          alt={`Contoh jawaban (${view.mediaType}): ${name}`}
          width={view.width}
          height={view.height}
          loading="lazy"
          style={{ maxWidth: '100%', height: 'auto', display: 'block', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
        />
      );
    case 'download':
      return (
        <Text size="sm">
          Jawaban berupa berkas {view.mediaType}, diunduh sebagai{' '}
          <Anchor href={view.href} download={view.filename}>
            {view.filename}
          </Anchor>
          .
        </Text>
      );
    case 'computed':
      return <Text size="sm">Jawaban berupa berkas {view.mediaType} yang dibuat dari input Anda.</Text>;
  }
}

/** The entry's example answers as they would render, one tab each, labelled with status and name. */
export function AnswerExamples({ answers, entryTitle }: { answers: AnswerExample[]; entryTitle: string }) {
  const [chosen, setChosen] = useState('0');
  if (answers.length === 0) return <Text size="sm">Belum ada contoh jawaban.</Text>;
  return (
    <PaneTabs
      label={`Contoh jawaban ${entryTitle}`}
      value={chosen}
      onChange={setChosen}
      tabs={answers.map((a, i) => ({
        value: String(i),
        label: `${a.status} · ${a.name}`,
        color: a.status >= 400 ? 'red' : 'green',
        panel: (
          <Stack gap={4} data-testid="reference-answer" data-status={a.status} data-kind={a.view.kind}>
            <View view={a.view} name={a.name} />
          </Stack>
        ),
      }))}
    />
  );
}
