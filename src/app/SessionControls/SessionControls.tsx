import { Button } from '@mantine/core';
import { ColorSchemeSwitch } from '../a11y/index.ts';
import { useSession } from '../session/index.ts';

/** The end of every signed-in header: the theme switch, then Logout. A fragment: the header's group lays it out. */
export function SessionControls() {
  const { logout } = useSession();
  return (
    <>
      <ColorSchemeSwitch />
      <Button variant="light" color="red" onClick={logout}>
        Logout
      </Button>
    </>
  );
}
