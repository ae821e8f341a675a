import { Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { MainContent } from '../a11y/index.ts';
import { ReferenceHeader } from './ReferenceHeader/index.ts';

/** A reference page: the header, then its content as the page's main landmark (an entry's three panes ask for `xl`). */
export function ReferenceFrame({ children, size = 'lg' }: { children: ReactNode; size?: MantineSize }) {
  return (
    <>
      <ReferenceHeader size={size} />
      <MainContent>
        <Container size={size} pb={48}>
          {children}
        </Container>
      </MainContent>
    </>
  );
}
