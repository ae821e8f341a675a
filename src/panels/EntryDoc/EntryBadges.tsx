import { Badge, Code, Group } from '@mantine/core';
import { entryUrlPath } from '../../catalog/request-plan.ts';
import type { EntrySummary } from '../../catalog/types.ts';

const methodColor: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', DELETE: 'red', PATCH: 'grape' };

/** An endpoint at a glance: its method, its path under the proxy, and Internal or 3rd Party. */
export function EntryBadges({ summary }: { summary: Pick<EntrySummary, 'method' | 'path' | 'tag' | 'deprecated'> }) {
  return (
    <Group gap="xs">
      <Badge color={methodColor[summary.method] ?? 'gray'} variant="filled" radius="sm">
        {summary.method}
      </Badge>
      <Code>{entryUrlPath(summary)}</Code>
      <Badge variant="outline" color={summary.tag === 'internal' ? 'teal' : 'violet'}>
        {summary.tag === 'internal' ? 'Internal' : '3rd Party'}
      </Badge>
      {summary.deprecated ? (
        <Badge variant="filled" color="orange">
          Usang
        </Badge>
      ) : null}
    </Group>
  );
}
