import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from '../../router/index.ts';
import { MainContent, PublicHeader } from '../a11y/index.ts';

interface AccountCardProps {
  title: string;
  width: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The other page of the pair: 'Belum punya akun? Daftar', 'Sudah punya akun? Masuk'. */
  other: { question: string; to: string; label: string };
  /** A quiet line under the link, e.g. the demo account. */
  note?: ReactNode;
  children: ReactNode;
}

/** The signed-out pages' one form ('Masuk', 'Daftar'): a titled card, the other page's link, and the way back home. */
export function AccountCard({ title, width, onSubmit, other, note, children }: AccountCardProps) {
  return (
    <>
      <PublicHeader />
      <MainContent>
        <Container size={width} py={48}>
          <Title order={1} ta="center" mb="lg">
            {title}
          </Title>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                {children}
                <Text size="sm" ta="center">
                  {other.question}{' '}
                  <Anchor component={Link} to={other.to} inherit underline="always">
                    {other.label}
                  </Anchor>
                </Text>
                {note ? (
                  <Text size="sm" c="dimmed" ta="center">
                    {note}
                  </Text>
                ) : null}
                <Anchor component={Link} to="/" size="sm" ta="center">
                  Kembali ke beranda
                </Anchor>
              </Stack>
            </form>
          </Paper>
        </Container>
      </MainContent>
    </>
  );
}
