import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { presetList } from '../../catalog/keywords/index.ts';
import type { PortalFieldProps, RunnerFormContext } from '../form/form-context.ts';
import { FreePreset } from './FreePreset.tsx';

/** One button per preset value; a click sends the request with that value at once. */
export function PresetsField(props: PortalFieldProps) {
  const { schema, name, registry } = props;
  const context = registry.formContext as RunnerFormContext;
  const presets = presetList((schema as Record<string, unknown>)['x-presets']);
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {schema.title}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {presets.filter((p) => !p.free).map((preset) => (
          <Button
            key={preset.value}
            variant="default"
            justify="space-between"
            disabled={context.busy}
            onClick={() => context.onPreset(name, preset.value)}
            rightSection={<Badge color="green" variant="light">{context.method}</Badge>}
          >
            <Group gap={4}>{preset.label ?? preset.value}</Group>
          </Button>
        ))}
      </SimpleGrid>
      {presets.filter((p) => p.free).map((preset) => (
        <FreePreset
          key={preset.value}
          preset={preset}
          inputId={`${props.fieldPathId.$id}_free`}
          method={context.method}
          busy={context.busy}
          onSend={(value) => context.onPreset(name, value)}
        />
      ))}
    </Stack>
  );
}
