import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { MainContent } from '../a11y/index.ts';
import { ReferenceHeader } from './ReferenceHeader/index.ts';

/** A reference page: the header, then its content as the page's main landmark. */
export function ReferenceFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <ReferenceHeader />
      <MainContent>
        <Container size="lg" pb={48}>
          {children}
        </Container>
      </MainContent>
    </>
  );
}
