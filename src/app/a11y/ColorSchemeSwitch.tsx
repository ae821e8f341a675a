import { Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/**
 * Light or dark, overriding the system's choice; Mantine's colour scheme manager keeps the choice
 * in localStorage. Until it is used the portal follows `prefers-color-scheme`.
 */
export function ColorSchemeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <Switch
      label="Mode gelap"
      checked={computed === 'dark'}
      onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
      data-testid="color-scheme-switch"
    />
  );
}
