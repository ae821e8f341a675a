import { Alert } from '@mantine/core';

/**
 * What the server said about a form, shown once next to it (no toast on top: the form is where the
 * user retries). An alert region, so screen readers read it when it appears.
 */
export function ServerMessage({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <Alert color={tone === 'error' ? 'red' : 'teal'} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
