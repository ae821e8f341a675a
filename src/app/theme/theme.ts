import { Badge, Button, createTheme, localStorageColorSchemeManager, Notification } from '@mantine/core';

/** The chosen scheme ('light', 'dark' or 'auto' = follow the system) survives reloads. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'portal-color-scheme' });

/**
 * Shared component defaults: buttons and badges never shrink below their label (a narrow row must
 * wrap, not cut 'Coba' to 'Co'), and a toast's close button has a name.
 */
export const theme = createTheme({
  components: {
    Button: Button.extend({ styles: { root: { flexShrink: 0 } } }),
    Badge: Badge.extend({ styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Tutup notifikasi' } } }),
  },
});
