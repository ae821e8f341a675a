import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmActionProps {
  opened: boolean;
  title: string;
  /** What happens once confirmed, in the user's terms. */
  consequence: string;
  confirmLabel: string;
  /** The call is under way: the confirm button spins and the dialog stays open. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an account action that cannot be taken back; focus starts on 'Batal', Escape cancels. */
export function ConfirmAction({ opened, title, consequence, confirmLabel, busy, onConfirm, onCancel }: ConfirmActionProps) {
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
      <Text>{consequence}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Batal
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
