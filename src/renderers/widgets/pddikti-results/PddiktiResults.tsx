import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Answer } from '../../../engine/index.ts';
import { useGroupRunner } from '../../group-runner.ts';
import { AnswerError, answerRecord, asRecord, type JsonRecord } from '../../parts/index.ts';
import { ResultView } from '../../ResultView/index.ts';
import type { RendererProps } from '../../types.ts';
import { findDetailLink } from './detail-link.ts';

type Detail = { id: string; answer?: Answer };

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** PDDikti search results; choosing one runs the group's detail entry and shows its view below. */
export function PddiktiResults({ entry, answer }: RendererProps) {
  const runner = useGroupRunner();
  const link = useMemo(() => (runner ? findDetailLink(runner.entries, entry.id) : null), [runner, entry.id]);
  const [detail, setDetail] = useState<Detail | null>(null);
  const controller = useRef<AbortController | null>(null);
  const detailView = useRef<HTMLDivElement | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  // The chosen student's detail appears under a list that may be long: bring it into view.
  useEffect(() => {
    if (detail?.answer) detailView.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [detail]);

  const body = answerRecord(answer);
  if (!body || !Array.isArray(body.data)) return <AnswerError message={entry.error} />;
  const results = body.data.map(asRecord).filter((r): r is JsonRecord => r !== null);

  const open = async (id: string) => {
    if (!runner || !link) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setDetail({ id });
    try {
      const detailAnswer = await runner.run(link.entry.id, { [link.input]: id }, { signal: current.signal });
      if (!current.signal.aborted) setDetail({ id, answer: detailAnswer });
    } catch {
      // Aborted: another result was chosen or the panel closed.
    }
  };

  return (
    <Stack gap="sm" data-widget="pddikti-results">
      <Title order={4}>Hasil pencarian ({results.length})</Title>
      {results.length === 0 ? <Text c="dimmed">Tidak ada mahasiswa yang cocok dengan pencarian ini.</Text> : null}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Daftar mahasiswa">
        {results.map((r, index) => {
          const id = text(r.id);
          const loading = detail?.id === id && !detail.answer;
          return (
            <Card key={id || index} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{text(r.nama) || '-'}</Text>
                  <Text size="sm">NIM: {text(r.nim) || '-'}</Text>
                  <Text size="sm" c="dimmed">
                    {[text(r.nama_pt) + (text(r.sinkatan_pt) ? ` (${text(r.sinkatan_pt)})` : ''), text(r.nama_prodi)].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                {link && id ? (
                  <Button size="compact-sm" variant="light" disabled={loading} onClick={() => void open(id)} aria-label={`Lihat detail ${text(r.nama)} (${text(r.nim)})`}>
                    {loading ? 'Memuat...' : 'Lihat detail'}
                  </Button>
                ) : null}
              </Group>
            </Card>
          );
        })}
      </Stack>
      <div ref={detailView}>
        {detail?.answer && !detail.answer.ok ? (
          <AnswerError message={detail.answer.message} />
        ) : null}
        {detail?.answer?.ok && link ? <ResultView entry={link.entry} answer={detail.answer} inputs={{ [link.input]: detail.id }} /> : null}
      </div>
    </Stack>
  );
}
