import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The id the skip link jumps to. */
export const mainContentId = 'konten';

/** The page's `<main>` landmark: the skip link's target, focusable from script only. */
export function MainContent({ children, ...props }: BoxProps & { children: ReactNode }) {
  return (
    <Box component="main" id={mainContentId} tabIndex={-1} style={{ outline: 'none' }} {...props}>
      {children}
    </Box>
  );
}
