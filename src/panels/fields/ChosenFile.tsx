import { ActionIcon, Group, Image, Text } from '@mantine/core';
import type { FileDescriptor } from '../../catalog/keywords/index.ts';
import { useObjectUrl } from '../../renderers/use-object-url.ts';
import { kb } from './file-picks.ts';

interface ChosenFileProps {
  descriptor: FileDescriptor;
  file?: File;
  onRemove: () => void;
  /** Preview side in pixels. */
  previewSize?: number;
}

/** A chosen file: a preview for images, its name and size in KB, and a remove button. */
export function ChosenFile({ descriptor, file, onRemove, previewSize = 48 }: ChosenFileProps) {
  const preview = useObjectUrl(file && file.type.startsWith('image/') ? file : null);
  return (
    <Group gap="sm" wrap="nowrap">
      {preview ? <Image src={preview} alt={`Pratinjau ${descriptor.name}`} w={previewSize} h={previewSize} fit="contain" radius="sm" /> : null}
      <Text size="sm" style={{ flex: 1, wordBreak: 'break-all' }}>
        {descriptor.name} ({kb(descriptor.size)})
      </Text>
      <ActionIcon variant="light" color="red" onClick={onRemove} aria-label={`Hapus ${descriptor.name}`}>
        ×
      </ActionIcon>
    </Group>
  );
}
