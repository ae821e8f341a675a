import { Container, Group } from '@mantine/core';
import { ColorSchemeSwitch } from './ColorSchemeSwitch.tsx';

/** The header of the pages before login: only the theme switch. */
export function PublicHeader() {
  return (
    <Container component="header" size="lg" pt="md">
      <Group justify="flex-end">
        <ColorSchemeSwitch />
      </Group>
    </Container>
  );
}
