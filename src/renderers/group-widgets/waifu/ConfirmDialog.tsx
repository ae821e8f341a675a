import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  /** The question, e.g. 'Yakin ingin melepas waifu ini?'; null keeps the dialog closed. */
  question: string | null;
  /** Who the action is about, shown under the question. */
  detail?: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone silently; Escape and 'Batal' cancel, focus starts on 'Batal'. */
export function ConfirmDialog({ question, detail, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={question !== null} onClose={onCancel} title="Konfirmasi" centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
      <Text>{question}</Text>
      {detail ? (
        <Text size="sm" c="dimmed" mt={4}>
          {detail}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Batal
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
