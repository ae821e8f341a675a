import { Center } from '@mantine/core';
import type { ValidatorType } from '@rjsf/utils';
import { useEffect, useState, type ReactNode } from 'react';
import { isValidatorReady, whenValidatorReady } from '../../engine/index.ts';
import { Spinner } from '../../ui/Spinner.tsx';

type Validator = ValidatorType<Record<string, unknown>>;

/**
 * Renders an entry's form once its validator is here (RJSF calls it while drawing the form); a
 * small spinner until then, which a deep link rarely shows: its HTML names the validator's chunk.
 */
export function ValidatorGate({ validator, children }: { validator: Validator; children: ReactNode }) {
  const [arrived, setArrived] = useState<Validator | null>(null);
  const ready = arrived === validator || isValidatorReady(validator);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A failed fetch keeps the spinner; the next form that opens asks again.
    whenValidatorReady(validator).then(() => live && setArrived(validator), () => undefined);
    return () => {
      live = false;
    };
  }, [validator, ready]);
  if (!ready) {
    return (
      <Center py="sm">
        <Spinner label="Memuat formulir" />
      </Center>
    );
  }
  return children;
}
