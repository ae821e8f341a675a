import { Paper } from '@mantine/core';
import { useMemo } from 'react';
import { postmanGuide, type GuideEntry } from '../../catalog/exporters/guide.ts';
import { MarkdownView } from './MarkdownView.tsx';

/** The entry's Postman guide: the same text `npm run docs` writes to docs/guides/. */
export default function PostmanGuide({ entry }: { entry: GuideEntry }) {
  const markdown = useMemo(() => postmanGuide(entry, { heading: false }), [entry]);
  return (
    <Paper withBorder radius="sm" p="md" data-testid="postman-guide">
      <MarkdownView markdown={markdown} headingOffset={2} />
    </Paper>
  );
}
