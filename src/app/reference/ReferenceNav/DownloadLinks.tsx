import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '../../../router/index.ts';
import { changesPagePath } from '../../../catalog/changes/paths.ts';
import { downloads } from '../../../catalog/exporters/download-paths.ts';

/** The portal's downloads (OpenAPI, Postman, Arazzo, llms.txt), each a link to the file itself, and the changelog page. */
export function DownloadLinks({ headingId }: { headingId: string }) {
  return (
    <Stack component="section" gap={4} aria-labelledby={headingId}>
      <Text component="h2" id={headingId} fw={700} size="sm" m={0}>
        Unduhan
      </Text>
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {Object.values(downloads).map((d) => (
          <li key={d.path}>
            <Anchor href={d.path} download={d.path.slice(d.path.lastIndexOf('/') + 1)} size="sm">
              {d.label}
            </Anchor>
          </li>
        ))}
        <li>
          <Anchor component={Link} to={changesPagePath} size="sm">
            Perubahan API
          </Anchor>
        </li>
      </Stack>
    </Stack>
  );
}
