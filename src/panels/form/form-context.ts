import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import type { FileStore } from '../../engine/index.ts';

/** The form's values, as RJSF holds them. */
export type FormValues = Record<string, unknown>;

/** What the panel's custom fields need from the panel around them. */
export interface RunnerFormContext {
  files: FileStore;
  method: string;
  busy: boolean;
  /** A preset button was pressed: send with that value. */
  onPreset: (name: string, value: string) => void;
  /** A new file was chosen or removed: the previous result or error goes. */
  onFileChosen: () => void;
}

/** RJSF types every field with the whole form's data type; our fields narrow their own value. */
export type PortalFieldProps = FieldProps<FormValues, RJSFSchema, RunnerFormContext>;
