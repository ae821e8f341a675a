import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { REFERENCE_ROOT } from '../../catalog/reference.ts';
import { Link, usePathname } from '../../router/index.ts';
import { MainContent, PublicHeader, usePageTitle } from '../a11y/index.ts';

export const notFoundTitle = 'Halaman tidak ditemukan';

/** An address that is no page of the portal (the server answered 404): say so, and the ways back. */
export function NotFoundPage() {
  usePageTitle(notFoundTitle);
  const path = usePathname();
  return (
    <>
      <PublicHeader />
      <MainContent>
        <Container size="sm" py={64}>
          <Stack gap="lg">
            <Text c="dimmed" fw={700} fz="sm" tt="uppercase">
              Galat 404
            </Text>
            <Title order={1}>{notFoundTitle}</Title>
            <Text size="lg">
              Alamat <Code>{path}</Code> tidak ada di portal ini. Mungkin tautannya salah ketik atau halamannya sudah dipindahkan.
            </Text>
            <Group component="nav" aria-label="Kembali" gap="sm">
              <Button component={Link} to="/">
                Beranda
              </Button>
              {/* A full load: the reference is prerendered HTML. */}
              <Button component="a" href={REFERENCE_ROOT} variant="light">
                Dokumentasi
              </Button>
            </Group>
          </Stack>
        </Container>
      </MainContent>
    </>
  );
}
