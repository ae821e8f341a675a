import IconBrandWhatsapp from '~icons/tabler/brand-whatsapp';
import IconUser from '~icons/tabler/user';
import { Button } from '@mantine/core';
import { Link } from '../../router/index.ts';
import { ColorSchemeSwitch } from '../a11y/index.ts';
import { channelUrl } from '../channel-url.ts';
import { SessionControls } from '../SessionControls/index.ts';

/**
 * The account's ways out, in the spec's order: the profile, the channel, then the theme and
 * Logout. In the header's row they are buttons of the row's size; in the phone's menu, full-width
 * items under each other.
 */
export function AccountLinks({ layout, onChoose }: { layout: 'row' | 'list'; onChoose?: () => void }) {
  const list = layout === 'list';
  const shape = { variant: list ? 'subtle' : 'default', justify: list ? 'flex-start' : 'center', fullWidth: list } as const;
  const channel = channelUrl();
  return (
    <>
      <Button component={Link} to="/profile" leftSection={<IconUser />} onClick={onChoose} {...shape}>
        Profil
      </Button>
      {channel ? (
        <Button component="a" href={channel} target="_blank" rel="noopener noreferrer" leftSection={<IconBrandWhatsapp />} {...shape}>
          Gabung Channel
        </Button>
      ) : (
        // Where the link would be, saying why there is none rather than opening a generic page.
        <Button disabled leftSection={<IconBrandWhatsapp />} data-testid="channel-unset" {...shape}>
          Channel belum diatur
        </Button>
      )}
      <SessionControls themeControl={<ColorSchemeSwitch variant={list ? 'switch' : 'icon'} />} buttonProps={shape} />
    </>
  );
}
