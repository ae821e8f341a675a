import { Alert, List, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import type { FileDescriptor, FileRule } from '../../catalog/keywords/index.ts';
import type { PortalFieldProps, RunnerFormContext } from '../form/form-context.ts';
import { pickFiles, type FileListRule } from './file-picks.ts';
import { FieldHeading } from './FieldHeading.tsx';
import { ChosenFile } from './ChosenFile.tsx';

/** The list's rule, read from the array schema: items' `x-file`, `maxItems` and its message. */
function listRule(schema: PortalFieldProps['schema']): FileListRule {
  const items = (schema.items ?? {}) as Record<string, unknown>;
  const messages = (schema as { errorMessage?: { maxItems?: unknown } }).errorMessage;
  return {
    item: (items['x-file'] ?? {}) as FileRule,
    max: typeof schema.maxItems === 'number' ? schema.maxItems : undefined,
    maxMessage: typeof messages?.maxItems === 'string' ? messages.maxItems : undefined,
  };
}

/**
 * A drop area for several files (the GIF's frames). Files that break the items' rule or the
 * list's maximum are skipped, each with a warning that says why; the rest join the list.
 */
export function FileListField(props: PortalFieldProps) {
  const { registry, schema, rawErrors, fieldPathId } = props;
  const context = registry.formContext as RunnerFormContext;
  // RJSF may pre-fill `minItems` empty items: only chosen files count.
  const list = (Array.isArray(props.formData) ? (props.formData as unknown[]) : []).filter(
    (d): d is FileDescriptor => typeof (d as FileDescriptor | null)?.name === 'string',
  );
  const [warnings, setWarnings] = useState<string[]>([]);
  const rule = listRule(schema);
  const id = fieldPathId.$id;
  const title = String(schema.title ?? 'File');

  const update = (next: FileDescriptor[]) => {
    props.onChange(next as unknown as Record<string, unknown>, fieldPathId.path);
    context.onFileChosen();
  };
  const choose = (chosen: File[]) => {
    const { kept, warnings: skipped } = pickFiles(chosen, list.length, rule);
    setWarnings(skipped);
    if (kept.length > 0) update([...list, ...kept.map((file) => context.files.put(file))]);
  };
  const remove = (index: number) => {
    context.files.forget(list[index]);
    setWarnings([]);
    update(list.filter((_, i) => i !== index));
  };

  return (
    <Stack gap={6}>
      <FieldHeading htmlFor={id} title={title} required={props.required} description={schema.description} />
      <Dropzone onDrop={choose} multiple inputProps={{ id, 'aria-label': title }} data-invalid={rawErrors?.length ? true : undefined}>
        <Text ta="center" size="sm" c="dimmed" py="md">
          Seret beberapa file ke sini atau klik untuk memilih file
        </Text>
      </Dropzone>
      {warnings.length > 0 ? (
        <Alert color="yellow" title="Beberapa file dilewati" role="status">
          <List size="sm">
            {warnings.map((warning, i) => (
              <List.Item key={`${i}-${warning}`}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {list.length > 0 ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {list.length}
            {rule.max !== undefined ? ` dari maksimal ${rule.max}` : ''} file dipilih
          </Text>
          {list.map((descriptor, index) => (
            <ChosenFile key={descriptor.id ?? `${index}-${descriptor.name}`} descriptor={descriptor} file={context.files.get(descriptor)} onRemove={() => remove(index)} />
          ))}
        </Stack>
      ) : null}
      {rawErrors?.map((message) => (
        <Text key={message} c="red" size="sm" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
