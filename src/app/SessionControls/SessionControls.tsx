import { Button } from '@mantine/core';
import { useState } from 'react';
import { ColorSchemeSwitch } from '../a11y/index.ts';
import { useSession } from '../session/index.ts';

/** The end of every signed-in header: the theme switch, then Logout. A fragment: the header's group lays it out. */
export function SessionControls() {
  const { logout } = useSession();
  // The server is told before the page leaves: the button says so instead of looking dead.
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <ColorSchemeSwitch />
      <Button
        variant="light"
        color="red"
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        Logout
      </Button>
    </>
  );
}
