import { TextInput } from '@mantine/core';
import { SchemaExamples } from '@rjsf/core';
import { cleanupOptions } from '@rjsf/mantine/lib/utils.js';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type WidgetProps } from '@rjsf/utils';
import { useCallback, type ChangeEvent, type FocusEvent, type MouseEvent } from 'react';
import { lazyWidget } from './lazy-widget.tsx';

/** RJSF's Mantine input for numbers (NumberInput, with react-number-format): fetched by forms with a number. */
const NumberBaseInput = lazyWidget(() => import('@rjsf/mantine/lib/templates/BaseInputTemplate.js'));

/**
 * @rjsf/mantine's BaseInputTemplate for text, with the same behaviour (TextInput, clear button,
 * examples list), without NumberInput: numbers get the original, fetched when a form has one.
 */
export function BaseInputTemplate(props: WidgetProps) {
  const { id, htmlName, type, schema, value, placeholder, required, disabled, readonly, autofocus, label, hideLabel, onChange, onChangeOverride, onBlur, onFocus, options, rawErrors, children, registry } = props;
  const inputProps = getInputProps(schema, type, options, false);
  const { ClearButton } = registry.templates.ButtonTemplates;
  const handleChange = useCallback(
    (e: ChangeEvent<HTMLInputElement>) => (onChangeOverride ?? onChange)(e.target.value === '' ? options.emptyValue : e.target.value),
    [onChange, onChangeOverride, options],
  );
  const handleBlur = useCallback((e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target?.value), [onBlur, id]);
  const handleFocus = useCallback((e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target?.value), [onFocus, id]);
  const handleClear = useCallback(
    (e: MouseEvent) => {
      e.preventDefault();
      e.stopPropagation();
      onChange(options.emptyValue ?? '');
    },
    [onChange, options.emptyValue],
  );
  if (inputProps.type === 'number' || inputProps.type === 'integer') return <NumberBaseInput {...props} />;
  return (
    <>
      <TextInput
        id={id}
        name={htmlName || id}
        label={labelValue(label || undefined, hideLabel, false)}
        required={required}
        autoFocus={autofocus}
        disabled={disabled || readonly}
        onBlur={readonly ? undefined : handleBlur}
        onFocus={readonly ? undefined : handleFocus}
        placeholder={placeholder}
        error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
        list={schema.examples ? examplesId(id) : undefined}
        onChange={readonly ? undefined : handleChange}
        {...inputProps}
        {...cleanupOptions(options)}
        description={hideLabel ? undefined : options.description || schema.description}
        value={value}
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      />
      {options.allowClearTextInputs && !readonly && !disabled && value ? <ClearButton registry={registry} onClick={handleClear} /> : null}
      {children}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
