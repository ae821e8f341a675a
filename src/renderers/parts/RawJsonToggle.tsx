import { Button, Code, Stack } from '@mantine/core';
import { useId, useState } from 'react';

export interface RawJsonToggleProps {
  /** The answer body to show as it came (pretty-printed). */
  value: unknown;
}

/** A 'Tampilkan JSON' button that reveals the raw answer under a widget; closed by default. */
export function RawJsonToggle({ value }: RawJsonToggleProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="xs" align="flex-start">
      <Button size="compact-sm" variant="subtle" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id}>
        {open ? 'Sembunyikan JSON' : 'Tampilkan JSON'}
      </Button>
      {open ? (
        <Code block id={id} aria-label="Respons JSON" style={{ maxHeight: 360, overflow: 'auto', alignSelf: 'stretch' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      ) : null}
    </Stack>
  );
}
