import { Paper } from '@mantine/core';
import { useMemo } from 'react';
import { postmanGuide, type GuideEntry } from '../../catalog/exporters/guide.ts';
import { DocBlocksView } from './DocBlocksView.tsx';

/** The entry's Postman guide: the same blocks `npm run docs` writes to docs/guides/ as Markdown. */
export default function PostmanGuide({ entry }: { entry: GuideEntry }) {
  const blocks = useMemo(() => postmanGuide(entry, { heading: false }), [entry]);
  return (
    <Paper withBorder radius="sm" p="md" data-testid="postman-guide">
      <DocBlocksView blocks={blocks} headingOffset={2} />
    </Paper>
  );
}
