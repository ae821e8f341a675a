import IconActivity from '@tabler/icons-react/icons/IconActivity';
import IconApps from '@tabler/icons-react/icons/IconApps';
import IconBell from '@tabler/icons-react/icons/IconBell';
import IconBook from '@tabler/icons-react/icons/IconBook';
import IconClock from '@tabler/icons-react/icons/IconClock';
import IconCloud from '@tabler/icons-react/icons/IconCloud';
import IconCode from '@tabler/icons-react/icons/IconCode';
import IconDownload from '@tabler/icons-react/icons/IconDownload';
import IconHeart from '@tabler/icons-react/icons/IconHeart';
import IconMoon from '@tabler/icons-react/icons/IconMoon';
import IconPalette from '@tabler/icons-react/icons/IconPalette';
import IconPhoto from '@tabler/icons-react/icons/IconPhoto';
import IconPuzzle from '@tabler/icons-react/icons/IconPuzzle';
import IconQuote from '@tabler/icons-react/icons/IconQuote';
import IconSchool from '@tabler/icons-react/icons/IconSchool';
import IconShield from '@tabler/icons-react/icons/IconShield';
import IconSword from '@tabler/icons-react/icons/IconSword';
import IconTool from '@tabler/icons-react/icons/IconTool';
import IconUpload from '@tabler/icons-react/icons/IconUpload';
import { ThemeIcon, type MantineColor } from '@mantine/core';
import type { GroupIconName } from '../../catalog/group-icons.ts';
import type { GroupStatus } from '../../catalog/types.ts';

type Drawing = typeof IconApps;

/** Each icon a group may name (src/catalog/group-icons.ts), drawn inline: no icon font, one small module each. */
const drawings = {
  activity: IconActivity,
  bell: IconBell,
  book: IconBook,
  clock: IconClock,
  cloud: IconCloud,
  code: IconCode,
  download: IconDownload,
  heart: IconHeart,
  moon: IconMoon,
  palette: IconPalette,
  photo: IconPhoto,
  puzzle: IconPuzzle,
  quote: IconQuote,
  school: IconSchool,
  shield: IconShield,
  sword: IconSword,
  tool: IconTool,
  upload: IconUpload,
} satisfies Record<GroupIconName, Drawing>;

export interface GroupIconProps {
  /** The group's `icon`; a group without one gets a generic drawing. */
  name: GroupIconName | undefined;
  /** Inactive groups are drawn in grey. Default 'active'. */
  status?: GroupStatus;
  /** Default 'lg' (the tiles'); 'md' beside a heading or in a list. */
  size?: 'md' | 'lg';
}

/** A group's icon on a tinted square: decoration beside the group's name, hidden from screen readers. */
export function GroupIcon({ name, status = 'active', size = 'lg' }: GroupIconProps) {
  const Icon = name ? drawings[name] : IconApps;
  const color: MantineColor = status === 'active' ? 'indigo' : 'gray';
  return (
    <ThemeIcon variant="light" color={color} size={size === 'lg' ? 40 : 32} radius="md" aria-hidden>
      <Icon size={size === 'lg' ? 22 : 18} stroke={1.75} />
    </ThemeIcon>
  );
}
