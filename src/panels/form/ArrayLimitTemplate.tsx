import { Stack, Text } from '@mantine/core';
import { Templates } from '../../form-theme/index.ts';
import type { ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { FormValues, RunnerFormContext } from './form-context.ts';

const ThemeArrayTemplate = Templates.ArrayFieldTemplate!;

type Props = ArrayFieldTemplateProps<FormValues, RJSFSchema, RunnerFormContext>;

/** The message a list declares for its maximum (ajv-errors `errorMessage.maxItems`), if any. */
function maxItemsMessage(schema: RJSFSchema): string | undefined {
  const messages = schema.errorMessage as Record<string, unknown> | undefined;
  return typeof messages?.maxItems === 'string' ? messages.maxItems : undefined;
}

/**
 * The theme's list, plus the list's own limit message once it is full: RJSF then hides the add
 * button, and without this the user would not learn why (e.g. the JWT payload's 10 fields).
 */
export function ArrayLimitTemplate(props: Props) {
  const { schema, items } = props;
  const full = typeof schema.maxItems === 'number' && items.length >= schema.maxItems;
  const message = full ? maxItemsMessage(schema) : undefined;
  return (
    <Stack gap={4}>
      <ThemeArrayTemplate {...props} />
      {message ? (
        <Text size="sm" c="orange" role="status">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
