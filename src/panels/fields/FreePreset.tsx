import { Badge, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Preset } from '../../catalog/keywords/index.ts';

interface FreePresetProps {
  preset: Preset;
  inputId: string;
  method: string;
  busy: boolean;
  onSend: (value: string) => void;
}

/** A preset the user types: a text box and its own send button, enabled once there is a value. */
export function FreePreset({ preset, inputId, method, busy, onSend }: FreePresetProps) {
  const [value, setValue] = useState('');
  const typed = value.trim();
  const label = preset.label ?? preset.value;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        id={inputId}
        label={label}
        placeholder={preset.placeholder}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && typed) {
            event.preventDefault();
            onSend(typed);
          }
        }}
        style={{ flex: 1 }}
      />
      <Button
        variant="default"
        disabled={busy || !typed}
        onClick={() => onSend(typed)}
        aria-label={`${method} ${label}`}
        rightSection={<Badge color="green" variant="light">{method}</Badge>}
      >
        Kirim
      </Button>
    </Group>
  );
}
