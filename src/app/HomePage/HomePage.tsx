import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MainContent, PublicHeader, usePageTitle } from '../a11y/index.ts';
import { readCredentials } from '../session/index.ts';

/** The product's front door; a stored session gets a shortcut back to its dashboard. */
export function HomePage() {
  usePageTitle();
  const hasSession = readCredentials() !== null;
  return (
    <>
      <PublicHeader />
      <MainContent>
        <Container size="sm" py={48}>
          <Stack gap="lg">
            <Title order={1}>Portal API</Title>
            <Text size="lg">
              Satu tempat untuk mencoba, memahami, dan memakai puluhan REST API: cuaca, info gempa, alat pengembang, pembuat gambar,
              2FA, dan banyak lagi.
            </Text>
            <List spacing="xs">
              <List.Item>Setiap fitur punya dokumentasi dan tombol &apos;Coba&apos; untuk langsung mengirim request.</List.Item>
              <List.Item>Cukup satu API Key untuk semua endpoint.</List.Item>
              <List.Item>Pantau pemakaian request harian Anda dari dashboard.</List.Item>
            </List>
            <Group>
              <Button component={Link} to="/login" size="md">
                Masuk
              </Button>
              {hasSession ? (
                <Button component={Link} to="/dashboard" size="md" variant="light">
                  Buka Dashboard
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Container>
      </MainContent>
    </>
  );
}
