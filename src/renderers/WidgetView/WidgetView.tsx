import { Text } from '@mantine/core';
import type { RendererProps } from '../types.ts';
import { widgets } from '../widgets/index.ts';

/** Renders the entry's registered widget; an unknown name is said plainly, never a blank. */
export function WidgetView(props: RendererProps) {
  const name = props.entry.response.widget;
  const Widget = name ? widgets[name] : undefined;
  if (!Widget) return <Text c="red">Tampilan '{name}' tidak dikenal.</Text>;
  return <Widget {...props} />;
}
