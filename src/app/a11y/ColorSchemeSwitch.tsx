import IconMoon from '~icons/tabler/moon';
import IconSun from '~icons/tabler/sun';
import { ActionIcon, Box, Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

export const colorSchemeLabel = 'Mode gelap';

/**
 * Light or dark, overriding the system's choice; Mantine's colour scheme manager keeps the choice
 * in localStorage. Until it is used the portal follows `prefers-color-scheme`. In a header row it
 * is an icon button of the row's size (a switch named 'Mode gelap' for assistive technology); in a
 * list, such as the phone's account menu, a labelled switch.
 */
export function ColorSchemeSwitch({ variant = 'icon' }: { variant?: 'icon' | 'switch' }) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';
  const toggle = (next: boolean) => setColorScheme(next ? 'dark' : 'light');
  if (variant === 'switch') {
    return <Switch label={colorSchemeLabel} checked={dark} onChange={(event) => toggle(event.currentTarget.checked)} data-testid="color-scheme-switch" />;
  }
  return (
    <ActionIcon
      variant="default"
      size={36}
      role="switch"
      aria-checked={dark}
      aria-label={colorSchemeLabel}
      title={colorSchemeLabel}
      onClick={() => toggle(!dark)}
      data-testid="color-scheme-switch"
    >
      {/* Both drawn, one shown by the scheme's CSS: a prerendered page hydrates whatever the scheme. */}
      <Box component="span" h={18} darkHidden>
        <IconMoon />
      </Box>
      <Box component="span" h={18} lightHidden>
        <IconSun />
      </Box>
    </ActionIcon>
  );
}
