import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface ProfileSectionProps {
  /** The heading's id, which names the section for screen readers (and is its link anchor). */
  id: string;
  title: string;
  intro: ReactNode;
  /** The section is one form. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Outside the flow of the section, e.g. its confirmation dialog. */
  after?: ReactNode;
  children: ReactNode;
}

/** One card of the profile page: a named section with its heading, a line saying what it does, and its controls. */
export function ProfileSection({ id, title, intro, onSubmit, after, children }: ProfileSectionProps) {
  const body = (
    <Stack gap="md">
      <Title order={2} id={id} fz="h3">
        {title}
      </Title>
      <Text size="sm">{intro}</Text>
      {children}
    </Stack>
  );
  return (
    <Paper component="section" aria-labelledby={id} withBorder shadow="sm" p="lg" radius="md">
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
      {after}
    </Paper>
  );
}
