import { Anchor, Button, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../router/index.ts';
import { groups } from 'virtual:portal-tiles';
import { REFERENCE_ROOT } from '../../catalog/reference.ts';
import { MainContent, PublicHeader, usePageTitle } from '../a11y/index.ts';
import { readCredentials } from '../session/index.ts';
import { GroupIcon } from '../GroupIcon/index.ts';
import { TagNote } from '../TagNote/index.ts';

/** The account page another part of the portal provides; linked from the front door. */
export const signUpPath = '/daftar';

/** The product's front door: what the API offers, its open reference, and the ways in. */
export function HomePage() {
  usePageTitle();
  const hasSession = readCredentials() !== null;
  const active = groups.filter((g) => g.status === 'active' && g.entryCount > 0);
  const total = active.reduce((n, g) => n + g.entryCount, 0);
  return (
    <>
      <PublicHeader />
      <MainContent>
        <Container size="md" py={48}>
          <Stack gap={40}>
            <Stack gap="lg">
              <Title order={1}>Portal API</Title>
              <Text size="lg">
                Satu tempat untuk mencoba, memahami, dan memakai puluhan REST API: cuaca, info gempa, alat pengembang, pembuat gambar,
                2FA, dan banyak lagi.
              </Text>
              <List spacing="xs">
                <List.Item>Dokumentasi setiap endpoint terbuka untuk semua orang, tanpa akun.</List.Item>
                <List.Item>Setiap fitur punya tombol &apos;Coba&apos; untuk langsung mengirim request dengan API Key Anda.</List.Item>
                <List.Item>Cukup satu API Key untuk semua endpoint; pantau pemakaian harian dari dashboard.</List.Item>
              </List>
              <Group>
                <Button component={Link} to={REFERENCE_ROOT} size="md">
                  Lihat dokumentasi
                </Button>
                {hasSession ? (
                  <Button component={Link} to="/dashboard" size="md" variant="light">
                    Buka Dashboard
                  </Button>
                ) : (
                  <>
                    <Button component={Link} to="/login" size="md" variant="light">
                      Masuk
                    </Button>
                    <Button component={Link} to={signUpPath} size="md" variant="default">
                      Daftar
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
            <Stack component="section" gap="md" aria-labelledby="fitur">
              <Title order={2} id="fitur">
                {total} endpoint dalam {active.length} grup
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {active.map((group) => (
                  <Group component="li" gap="sm" wrap="nowrap" align="flex-start" key={group.id}>
                    <GroupIcon name={group.icon} size="md" />
                    <Stack gap={2}>
                      {/* A full load: the reference page is prerendered and scrolls to its group. */}
                      <Anchor href={`${REFERENCE_ROOT}#grup-${group.id}`} fw={600}>
                        {group.label}
                      </Anchor>
                      <Text size="sm">{group.entryCount} endpoint</Text>
                      {group.description ? (
                        <Text size="sm" c="dimmed">
                          {group.description}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                ))}
              </SimpleGrid>
            </Stack>
            <Stack component="section" gap="md" aria-labelledby="jenis">
              <Title order={2} id="jenis">
                Internal dan 3rd Party
              </Title>
              <Text>
                Setiap endpoint diberi label. Endpoint Internal dikerjakan seluruhnya oleh server kami, jadi jawabannya bergantung pada kami
                saja. Endpoint 3rd Party meneruskan permintaan ke layanan lain (data cuaca, gempa, gambar, dan sebagainya), jadi isi dan
                ketersediaannya ikut bergantung pada layanan tersebut.
              </Text>
              <TagNote />
            </Stack>
          </Stack>
        </Container>
      </MainContent>
    </>
  );
}
