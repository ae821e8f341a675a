import { Alert, Text } from '@mantine/core';
import type { SuccessAnswer } from '../types.ts';

/** Said when an example answer arrives without the server's own sentence (an older portal, an upstream). */
export const exampleFallbackNotice = 'Jawaban ini diambil dari contoh tersimpan, bukan dihitung dari input Anda.';

/**
 * Says plainly, above the answer, that it is the embedded API's stored example and why (the
 * server's `X-Portal-Notice`), so it is never read as a result for the inputs; which example it
 * is comes second. A computed or provider answer shows nothing.
 */
export function ExampleNotice({ answer }: { answer: SuccessAnswer }) {
  if (!answer.example) return null;
  return (
    // role=status: announced politely with the answer; it informs, it is not a failure (those are alerts).
    <Alert role="status" color="yellow" variant="light" mb="sm" title="Jawaban contoh, bukan hasil sebenarnya" data-testid="example-notice">
      <Text size="sm">{answer.notice ?? exampleFallbackNotice}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        Contoh: {answer.example}
      </Text>
    </Alert>
  );
}
