import type { ComponentType } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import { lazyPart } from './lazy-widget.tsx';

const widget = (load: () => Promise<{ default: ComponentType<WidgetProps> }>) => lazyPart<WidgetProps>(load);

// Made once: a lazy component made per registry would be a new component type on every render.
const lazyWidgets = {
  AltDateWidget: widget(() => import('@rjsf/core/lib/components/widgets/AltDateWidget.js')),
  AltDateTimeWidget: widget(() => import('@rjsf/core/lib/components/widgets/AltDateTimeWidget.js')),
  CheckboxWidget: widget(() => import('@rjsf/core/lib/components/widgets/CheckboxWidget.js')),
  CheckboxesWidget: widget(() => import('@rjsf/core/lib/components/widgets/CheckboxesWidget.js')),
  ColorWidget: widget(() => import('@rjsf/core/lib/components/widgets/ColorWidget.js')),
  DateWidget: widget(() => import('@rjsf/core/lib/components/widgets/DateWidget.js')),
  DateTimeWidget: widget(() => import('@rjsf/core/lib/components/widgets/DateTimeWidget.js')),
  FileWidget: widget(() => import('@rjsf/core/lib/components/widgets/FileWidget.js')),
  PasswordWidget: widget(() => import('@rjsf/core/lib/components/widgets/PasswordWidget.js')),
  RadioWidget: widget(() => import('@rjsf/core/lib/components/widgets/RadioWidget.js')),
  RangeWidget: widget(() => import('@rjsf/core/lib/components/widgets/RangeWidget.js')),
  RatingWidget: widget(() => import('@rjsf/core/lib/components/widgets/RatingWidget.js')),
  SelectWidget: widget(() => import('@rjsf/core/lib/components/widgets/SelectWidget.js')),
  TextareaWidget: widget(() => import('@rjsf/core/lib/components/widgets/TextareaWidget.js')),
  TimeWidget: widget(() => import('@rjsf/core/lib/components/widgets/TimeWidget.js')),
};

/**
 * RJSF's default widgets (what @rjsf/core's getDefaultRegistry imports, redirected here by
 * scripts/vite-plugin-form-theme.ts in the build): the text-like ones at once; the rest, which the
 * Mantine theme (src/form-theme/index.ts) replaces or no catalog form uses, only if a form asks.
 */
export default function widgets(): RegistryWidgetsType {
  return { ...lazyWidgets, EmailWidget, HiddenWidget, TextWidget, UpDownWidget, URLWidget };
}
