import { Badge, Button, Card, createTheme, localStorageColorSchemeManager, Notification, Paper, rem } from '@mantine/core';

/** The chosen scheme ('light', 'dark' or 'auto' = follow the system) survives reloads. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'portal-color-scheme' });

/** The system's own interface font: nothing to download, crisp on every platform. */
const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

/**
 * The portal's look as one system (docs/look.md): a type scale of ratio 1.25 on a 16 px body, a
 * spacing scale on a 4 px grid, one radius, indigo as the accent. Pages use these steps (`fz="h3"`,
 * `gap="md"`) rather than pixel values. Component defaults: buttons and badges never shrink below
 * their label (a narrow row must wrap, not cut 'Coba' to 'Co'), and a toast's close button has a name.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily: systemFont,
  fontFamilyMonospace: 'ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace',
  fontSizes: { xs: rem(12), sm: rem(14), md: rem(16), lg: rem(18), xl: rem(20) },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.55', xl: '1.6' },
  spacing: { xs: rem(8), sm: rem(12), md: rem(16), lg: rem(24), xl: rem(32) },
  defaultRadius: 'md',
  headings: {
    fontFamily: systemFont,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: rem(31), lineHeight: '1.25' },
      h2: { fontSize: rem(25), lineHeight: '1.3' },
      h3: { fontSize: rem(20), lineHeight: '1.35' },
      h4: { fontSize: rem(18), lineHeight: '1.4' },
      h5: { fontSize: rem(16), lineHeight: '1.45' },
      h6: { fontSize: rem(14), lineHeight: '1.45' },
    },
  },
  components: {
    Button: Button.extend({ styles: { root: { flexShrink: 0 } } }),
    Badge: Badge.extend({ styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } }),
    Card: Card.extend({ defaultProps: { radius: 'md' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'md' } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Tutup notifikasi' } } }),
  },
});
