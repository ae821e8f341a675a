import { Code } from '@mantine/core';
import { messageParts } from '../../../catalog/changes/changes-view.ts';

/** A change's sentence with its `names` (backticks in the changelog) as code. */
export function ChangeMessage({ message }: { message: string }) {
  return (
    <>
      {messageParts(message).map((part, i) => (part.code ? <Code key={i}>{part.text}</Code> : <span key={i}>{part.text}</span>))}
    </>
  );
}
