import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one way an answer view says it failed: an answer without what the entry promised (the
 * entry's `error`), an answer of the wrong format, a call a widget made that failed. The same
 * red 'Gagal' alert the 'Coba' panel shows for a failed call. `detail` is the server's own
 * sentence when it says more than the message; `children` what the user can do (try again).
 */
export function AnswerError({ message, detail, children }: { message: string; detail?: string; children?: ReactNode }) {
  return (
    <Alert color="red" title="Gagal" role="alert">
      {message}
      {detail ? <Text size="sm">{detail}</Text> : null}
      {children}
    </Alert>
  );
}
