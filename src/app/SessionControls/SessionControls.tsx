import IconLogout from '~icons/tabler/logout';
import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ColorSchemeSwitch } from '../a11y/index.ts';
import { useSession } from '../session/index.ts';

export interface SessionControlsProps {
  /** The theme control before Logout. Default: the header row's icon button. */
  themeControl?: ReactNode;
  /** The shape of the Logout button, to match the buttons beside it. Default: a row's default button. */
  buttonProps?: ButtonProps;
}

/** The end of every signed-in header: the theme control, then Logout. A fragment: the header lays it out. */
export function SessionControls({ themeControl = <ColorSchemeSwitch />, buttonProps = { variant: 'default' } }: SessionControlsProps) {
  const { logout } = useSession();
  // The server is told before the page leaves: the button says so instead of looking dead.
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      {themeControl}
      <Button
        {...buttonProps}
        leftSection={<IconLogout />}
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
