import { Alert } from '@mantine/core';
import { deprecationSentence, type EntryDeprecation } from '../../catalog/deprecation.ts';

/**
 * A deprecated entry says so above its form and in its reference: since when, until when, what
 * replaces it (by id, which the reference links), and the maintainers' note.
 */
export function DeprecationNotice({ deprecation }: { deprecation: EntryDeprecation }) {
  return (
    <Alert color="orange" variant="light" title="Endpoint usang" role="note" data-deprecated>
      {deprecationSentence(deprecation, deprecation.replacement ? { title: `\`${deprecation.replacement}\`` } : undefined)}
    </Alert>
  );
}
