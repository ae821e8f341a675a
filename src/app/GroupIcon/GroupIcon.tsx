import IconActivity from '~icons/tabler/activity';
import IconApps from '~icons/tabler/apps';
import IconBell from '~icons/tabler/bell';
import IconBook from '~icons/tabler/book';
import IconClock from '~icons/tabler/clock';
import IconCloud from '~icons/tabler/cloud';
import IconCode from '~icons/tabler/code';
import IconDownload from '~icons/tabler/download';
import IconHeart from '~icons/tabler/heart';
import IconMoon from '~icons/tabler/moon';
import IconPalette from '~icons/tabler/palette';
import IconPhoto from '~icons/tabler/photo';
import IconPuzzle from '~icons/tabler/puzzle';
import IconQuote from '~icons/tabler/quote';
import IconSchool from '~icons/tabler/school';
import IconShield from '~icons/tabler/shield';
import IconSword from '~icons/tabler/sword';
import IconTool from '~icons/tabler/tool';
import IconUpload from '~icons/tabler/upload';
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
  const px = size === 'lg' ? 22 : 18;
  return (
    <ThemeIcon variant="light" color={color} size={size === 'lg' ? 40 : 32} radius="md" aria-hidden>
      <Icon width={px} height={px} />
    </ThemeIcon>
  );
}
