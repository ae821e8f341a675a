import { Button, CopyButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export interface CopyTextButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The button's text, which is also its accessible name. */
  label: string;
  /** The success toast, e.g. 'Token berhasil disalin!'. */
  toast: string;
}

/** A copy button that confirms with a green toast, as every copy action in the portal does. */
export function CopyTextButton({ value, label, toast }: CopyTextButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant="light"
          color={copied ? 'teal' : undefined}
          onClick={() => {
            copy();
            notifications.show({ color: 'green', message: toast });
          }}
        >
          {label}
        </Button>
      )}
    </CopyButton>
  );
}
