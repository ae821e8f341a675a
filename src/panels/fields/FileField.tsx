import { Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import type { FileDescriptor } from '../../catalog/keywords/index.ts';
import type { PortalFieldProps, RunnerFormContext } from '../form/form-context.ts';
import { ChosenFile } from './ChosenFile.tsx';
import { FieldHeading } from './FieldHeading.tsx';

/** A drop area for one file: keeps the File in the form's store and a descriptor in form data. */
export function FileField(props: PortalFieldProps) {
  const { registry, schema, rawErrors, fieldPathId } = props;
  const formData = props.formData as FileDescriptor | undefined;
  const onChange = (value: FileDescriptor | undefined, path: (string | number)[]) => props.onChange(value as Record<string, unknown> | undefined, path);
  const context = registry.formContext as RunnerFormContext;
  const file = context.files.get(formData);
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
      {formData?.name ? <ChosenFile descriptor={formData} file={file} onRemove={remove} previewSize={64} /> : null}
      {rawErrors?.map((message) => (
        <Text key={message} c="red" size="sm" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
