import { Alert } from '@mantine/core';

/**
 * The one way an answer view says it failed: an answer without what the entry promised (the
 * entry's `error`), an answer of the wrong format, a call a widget made that failed. The same
 * red 'Gagal' alert the 'Coba' panel shows for a failed call.
 */
export function AnswerError({ message }: { message: string }) {
  return (
    <Alert color="red" title="Gagal" role="alert">
      {message}
    </Alert>
  );
}
