import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '../../router/index.ts';
import { groups } from 'virtual:portal-tiles';
import { messages } from '../../catalog/messages.ts';
import { GroupPanel } from '../../panels/GroupPanel/index.ts';
import { usePageTitle, useFocusOnOpen } from '../a11y/index.ts';
import { GroupIcon } from '../GroupIcon/index.ts';
import { PanelErrorBoundary } from '../PanelErrorBoundary/index.ts';
import { RecipeLinks } from '../RecipeLinks/index.ts';
import { useSession } from '../session/index.ts';

/** One opened feature group; `/dashboard/:group/:entry` also focuses an entry (deep link). */
export function GroupView() {
  const { group: groupId, entry } = useParams();
  const { apiKey, refreshProfile } = useSession();
  // Disabled and coming-soon groups have no panel, even when typed into the address bar.
  const group = groups.find((g) => g.id === groupId && g.status === 'active');
  usePageTitle(group?.title ?? messages.featureNotFound);
  // A deep link to an entry scrolls to that entry instead (the panel does it).
  const heading = useFocusOnOpen<HTMLHeadingElement>(group?.id ?? '', !entry);
  return (
    <Paper withBorder shadow="sm" p="md" radius="md">
      <Stack gap="md">
        <Anchor component={Link} to="/dashboard">
          ← {messages.backToAll}
        </Anchor>
        {group ? (
          <>
            <Group gap="sm" wrap="nowrap">
              <GroupIcon name={group.icon} size="md" />
              <Title order={1} size="h2" ref={heading} tabIndex={-1}>
                {group.title}
              </Title>
            </Group>
            <RecipeLinks groupId={group.id} />
            {/* Keyed by group: opening another feature starts with a fresh boundary. */}
            <PanelErrorBoundary key={group.id} name={group.id}>
              <GroupPanel group={group} focusEntryId={entry} getApiKey={() => apiKey} onRequestDone={refreshProfile} />
            </PanelErrorBoundary>
          </>
        ) : (
          <Text component="h1">{messages.featureNotFound}</Text>
        )}
      </Stack>
    </Paper>
  );
}
