import { Anchor, Container, Stack, Tabs, Title } from '@mantine/core';
import { useHash } from '@mantine/hooks';
import { Link } from '../../router/index.ts';
import { MainContent, usePageTitle } from '../a11y/index.ts';
import { LimitBanner } from '../LimitBanner/index.ts';
import { OutageNotice } from '../OutageNotice/index.ts';
import { useSession } from '../session/index.ts';
import { UserBar } from '../UserBar/index.ts';
import { profileSections, sectionOf } from './sections.tsx';

/**
 * The signed-in account in sections a developer can link to (`/profile#log`, `/profile#kunci`):
 * the summary (who, today's quota, the key, 'Pemakaian'), the request log, the key, security
 * (password, other devices) and connecting an AI agent. The tab follows the address, so back and
 * forward move between sections too.
 */
export function ProfilePage() {
  const { outage, retryNow } = useSession();
  const [hash, setHash] = useHash({ getInitialValueInEffect: false });
  const current = sectionOf(hash);
  usePageTitle(current === profileSections[0] ? 'Profil' : `${current.label} · Profil`);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <UserBar />
        <MainContent>
          <Stack gap="md">
            <Anchor component={Link} to="/dashboard">
              ← Kembali ke dashboard
            </Anchor>
            {outage && <OutageNotice outage={outage} onRetry={retryNow} />}
            <LimitBanner />
            <Title order={1}>Profil</Title>
            <Tabs value={current.id} onChange={(id) => id && setHash(id)} keepMounted={false} variant="pills" radius="md">
              <Tabs.List aria-label="Bagian profil">
                {profileSections.map((section) => (
                  <Tabs.Tab key={section.id} value={section.id} data-section={section.id}>
                    {section.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {profileSections.map((section) => (
                <Tabs.Panel key={section.id} value={section.id} pt="md">
                  <Stack gap="md">
                    <section.View />
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        </MainContent>
      </Stack>
    </Container>
  );
}
