import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { extensionKeywords, type ClampRule } from '../../catalog/keywords/index.ts';
import type { FormValues, RunnerFormContext } from '../form/form-context.ts';

type Props = WidgetProps<FormValues, RJSFSchema, RunnerFormContext>;

/** The typed text as a number, when it is one. */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return undefined;
}

/**
 * The theme's number input for an `x-clamp` input, brought into range as soon as it loses focus,
 * so the user sees the value that will be sent (the same transform clamps again at submit).
 */
export function ClampWidget(props: Props) {
  const { BaseInputTemplate } = props.registry.templates;
  const rule = (props.schema as Record<string, unknown>)['x-clamp'] as ClampRule;
  const onBlur = (id: string, typed: unknown) => {
    const value = asNumber(typed) ?? asNumber(props.value);
    if (value !== undefined) {
      const clamped = extensionKeywords['x-clamp'].transform(rule, value);
      if (clamped !== props.value) props.onChange(clamped);
    }
    props.onBlur(id, typed);
  };
  return <BaseInputTemplate {...props} onBlur={onBlur} />;
}
