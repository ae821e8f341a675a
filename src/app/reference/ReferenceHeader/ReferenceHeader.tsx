import { Anchor, Button, Container, Group, type MantineSize } from '@mantine/core';
import { Link } from '../../../router/index.ts';
import { ColorSchemeSwitch, productName } from '../../a11y/index.ts';
import { useSignedIn } from '../../session/index.ts';
import { REFERENCE_ROOT } from '../../../catalog/reference.ts';
import { SearchButton } from '../../../search/SearchButton/index.ts';

/** The reference's header: the product's home, the index, the search (Ctrl+K), the theme and the way in. */
export function ReferenceHeader({ size = 'lg' }: { size?: MantineSize }) {
  const signedIn = useSignedIn();
  return (
    <Container component="header" size={size} py="md">
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to="/" fw={700} fz="lg">
          {productName}
        </Anchor>
        <Group component="nav" aria-label="Dokumentasi" gap="sm">
          <Anchor component={Link} to={REFERENCE_ROOT}>
            Semua endpoint
          </Anchor>
          <SearchButton area="docs" />
          {signedIn ? (
            <Button component={Link} to="/dashboard" variant="light">
              Dashboard
            </Button>
          ) : (
            <Button component={Link} to="/login" variant="light">
              Masuk
            </Button>
          )}
          <ColorSchemeSwitch />
        </Group>
      </Group>
    </Container>
  );
}
