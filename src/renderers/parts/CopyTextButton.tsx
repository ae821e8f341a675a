import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { copyText } from '../../ui/copy-text.ts';

export interface CopyTextButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The button's text, which is also its accessible name. */
  label: string;
  /** The success toast, e.g. 'Token berhasil disalin!'. */
  toast: string;
}

/** How long the button stays teal after a copy. */
const copiedMs = 2_000;

/**
 * A copy button that confirms with a green toast, once the text is on the clipboard. Not Mantine's
 * CopyButton, which would make every answer view (a picture's too) load the chunk of Mantine's less
 * used components.
 */
export function CopyTextButton({ value, label, toast }: CopyTextButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button size="compact-sm" variant="light" color={copied ? 'teal' : undefined} onClick={() => void copyText(value, toast).then(setCopied)}>
      {label}
    </Button>
  );
}
