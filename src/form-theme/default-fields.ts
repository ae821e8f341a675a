import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { lazyPart } from './lazy-widget.tsx';

// Made once: a lazy component made per registry would be a new component type on every render.
const ArrayField = lazyPart<FieldProps>(() => import('@rjsf/core/lib/components/fields/ArrayField.js'));
const MultiSchemaField = lazyPart<FieldProps>(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'));
const LayoutGridField = lazyPart<FieldProps>(() => import('@rjsf/core/lib/components/fields/LayoutGridField.js'));
const LayoutHeaderField = lazyPart<FieldProps>(() => import('@rjsf/core/lib/components/fields/LayoutHeaderField.js'));
const LayoutMultiSchemaField = lazyPart<FieldProps>(() => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js'));

/**
 * RJSF's default fields (what @rjsf/core's getDefaultRegistry imports, redirected here by
 * scripts/vite-plugin-form-theme.ts in the build): the ones every form draws (objects, strings,
 * numbers, booleans) at once; lists, alternatives (anyOf/oneOf) and the layout-grid fields, which
 * few catalog forms have, fetched by the first form that shows one.
 */
export default function fields(): RegistryFieldsType {
  return {
    AnyOfField: MultiSchemaField,
    ArrayField,
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    LayoutGridField,
    LayoutHeaderField,
    LayoutMultiSchemaField,
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
