import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';

export interface CopyTextButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The button's text, which is also its accessible name. */
  label: string;
  /** The success toast, e.g. 'Token berhasil disalin!'. */
  toast: string;
}

/**
 * A copy button that confirms with a green toast, as every copy action in the portal does. The
 * clipboard hook rather than Mantine's CopyButton keeps every answer view (a picture's too) off
 * the chunk of Mantine's less used components.
 */
export function CopyTextButton({ value, label, toast }: CopyTextButtonProps) {
  const clipboard = useClipboard();
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={clipboard.copied ? 'teal' : undefined}
      onClick={() => {
        clipboard.copy(value);
        notifications.show({ color: 'green', message: toast });
      }}
    >
      {label}
    </Button>
  );
}
