import { ActionIcon, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useObjectUrl } from '../../renderers/use-object-url.ts';
import type { FileDescriptor } from '../../catalog/keywords/index.ts';
import type { PortalFieldProps, RunnerFormContext } from '../form-context.ts';
import { kb } from './file-picks.ts';
import { FieldHeading } from './FieldHeading.tsx';

/** A drop area for one file: keeps the File in the form's store and a descriptor in form data. */
export function FileField(props: PortalFieldProps) {
  const { registry, schema, rawErrors, fieldPathId } = props;
  const formData = props.formData as FileDescriptor | undefined;
  const onChange = (value: FileDescriptor | undefined, path: (string | number)[]) => props.onChange(value as Record<string, unknown> | undefined, path);
  const context = registry.formContext as RunnerFormContext;
  const file = context.files.get(formData);
  const preview = useObjectUrl(file && file.type.startsWith('image/') ? file : null);
  const id = fieldPathId.$id;

  const choose = (chosen: File[]) => {
    const first = chosen[0];
    if (!first) return;
    context.files.forget(formData);
    onChange(context.files.put(first), fieldPathId.path);
    context.onFileChosen();
  };
  const remove = () => {
    context.files.forget(formData);
    onChange(undefined, fieldPathId.path);
    context.onFileChosen();
  };

  return (
    <Stack gap={6}>
      <FieldHeading htmlFor={id} title={schema.title} required={props.required} description={schema.description} />
      <Dropzone onDrop={choose} multiple={false} inputProps={{ id, 'aria-label': String(schema.title ?? 'File') }} data-invalid={rawErrors?.length ? true : undefined}>
        <Text ta="center" size="sm" c="dimmed" py="md">
          Seret file ke sini atau klik untuk memilih file
        </Text>
      </Dropzone>
      {formData?.name ? (
        <Group gap="sm" wrap="nowrap">
          {preview ? <Image src={preview} alt={`Pratinjau ${formData.name}`} w={64} h={64} fit="contain" radius="sm" /> : null}
          <Text size="sm" style={{ flex: 1, wordBreak: 'break-all' }}>
            {formData.name} ({kb(formData.size)})
          </Text>
          <ActionIcon variant="light" color="red" onClick={remove} aria-label={`Hapus ${formData.name}`}>
            ×
          </ActionIcon>
        </Group>
      ) : null}
      {rawErrors?.map((message) => (
        <Text key={message} c="red" size="sm" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
