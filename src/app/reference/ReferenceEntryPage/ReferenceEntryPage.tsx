import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { usePageTitle } from '../../a11y/index.ts';
import { postmanGuide } from '../../../catalog/exporters/guide.ts';
import { referencePath, type ReferenceGroup } from '../../../catalog/reference.ts';
import { DeprecationNotice } from '../../../panels/EntryDoc/DeprecationNotice.tsx';
import { DocBlocksView } from '../../../panels/EntryDoc/DocBlocksView.tsx';
import { EntryBadges } from '../../../panels/EntryDoc/EntryBadges.tsx';
import { AnswerExamples } from '../AnswerExamples/index.ts';
import { EntryReleases } from '../EntryReleases/index.ts';
import { parameterTable } from '../parameter-table.ts';
import type { ReferenceEntry } from '../reference-entry.ts';
import { ReferenceNav } from '../ReferenceNav/index.ts';
import { RequestSamples } from '../RequestSamples/index.ts';
import { TryLink } from '../TryLink/index.ts';
import { PageTrail } from '../PageTrail.tsx';
import { ReferenceFrame } from '../ReferenceFrame.tsx';
import './reference-panes.css';

export interface ReferenceEntryPageProps {
  group: Pick<ReferenceGroup, 'id' | 'label'>;
  entry: ReferenceEntry;
  /** Every published group: the navigation beside the page. */
  groups: ReferenceGroup[];
  /** Where the entry's answers come from, under its summary. */
  answerSource?: ReactNode;
}

/**
 * `/docs/<group>/<id>` in three panes on a wide screen: every group and endpoint (the current one
 * marked, with a filter and the downloads); the documentation (badges, path, parameters with
 * every limit, the Postman guide with its error messages); and the request in each language with
 * the example answers as they render. On a phone, one column: documentation, samples, guide, navigation.
 */
export function ReferenceEntryPage({ group, entry, groups, answerSource }: ReferenceEntryPageProps) {
  usePageTitle(entry.title);
  const parameters = useMemo(() => parameterTable(entry), [entry]);
  const guide = useMemo(() => postmanGuide(entry, { heading: false }), [entry]);
  const navPane = useRef<HTMLDivElement>(null);
  // A desktop's navigation scrolls on its own: it opens with the current endpoint in view.
  useEffect(() => {
    const pane = navPane.current;
    const here = pane?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!pane || !here || pane.scrollHeight <= pane.clientHeight) return;
    pane.scrollTop = Math.max(0, here.offsetTop - pane.offsetTop - pane.clientHeight / 3);
  }, [entry.group, entry.id]);
  return (
    <ReferenceFrame size="xl">
      {/* DOM order is the phone's column: documentation, samples, guide, navigation (reference-panes.css places them on a desktop). */}
      <div className="reference-grid">
        <Stack gap="md" data-pane="doc" style={{ gridArea: 'doc' }}>
          <PageTrail here={group.label} />
          <Title order={1}>{entry.title}</Title>
          <EntryBadges summary={entry} />
          <Text>{entry.summary}</Text>
          {entry.deprecated ? <DeprecationNotice deprecation={entry.deprecated} /> : null}
          {answerSource}
          <Group gap="md">
            {entry.tryable ? <TryLink entry={entry} /> : <Badge variant="light" color="gray">Hanya dokumentasi</Badge>}
            <Anchor href={`${referencePath(entry)}.md`}>Versi Markdown</Anchor>
          </Group>
          <EntryReleases releases={entry.releases ?? []} />
          <Title order={2}>Parameter</Title>
          {parameters ? <DocBlocksView blocks={[parameters]} /> : <Text size="sm">Tanpa parameter (selain apikey).</Text>}
        </Stack>
        <Stack gap="md" data-pane="samples" className="reference-pane" style={{ gridArea: 'samples' }}>
          <Title order={2} size="h3">
            Contoh request
          </Title>
          <RequestSamples samples={entry.samples} entryTitle={entry.title} />
          <Title order={2} size="h3">
            Contoh jawaban
          </Title>
          <AnswerExamples answers={entry.answers} entryTitle={entry.title} />
        </Stack>
        <Stack gap="md" data-pane="guide" style={{ gridArea: 'guide' }}>
          <Title order={2}>Panduan Postman</Title>
          <DocBlocksView blocks={guide} headingOffset={1} />
        </Stack>
        <Box data-pane="nav" className="reference-pane" style={{ gridArea: 'nav' }} ref={navPane}>
          <ReferenceNav groups={groups} current={{ group: entry.group, id: entry.id }} />
        </Box>
      </div>
    </ReferenceFrame>
  );
}
