import ArrayFieldItemTemplate from '@rjsf/mantine/lib/templates/ArrayFieldItemTemplate.js';
import ArrayFieldTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTitleTemplate.js';
import ButtonTemplates from '@rjsf/mantine/lib/templates/ButtonTemplates/index.js';
import CyclicSchemaExpandTemplate from '@rjsf/mantine/lib/templates/CyclicSchemaExpandTemplate.js';
import DescriptionField from '@rjsf/mantine/lib/templates/DescriptionField.js';
import ErrorList from '@rjsf/mantine/lib/templates/ErrorList.js';
import FieldErrorTemplate from '@rjsf/mantine/lib/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mantine/lib/templates/FieldTemplate.js';
import GridTemplate from '@rjsf/mantine/lib/templates/GridTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/mantine/lib/templates/MultiSchemaFieldTemplate.js';
import ObjectFieldTemplate from '@rjsf/mantine/lib/templates/ObjectFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/mantine/lib/templates/OptionalDataControlsTemplate.js';
import TitleField from '@rjsf/mantine/lib/templates/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './TextBaseInput.tsx';

/**
 * @rjsf/mantine's `generateTemplates`, template by template (its index imports its
 * BaseInputTemplate, and with it NumberInput, into every form): the same templates, with the
 * text input of TextBaseInput.tsx.
 */
export function generateTemplates<T, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(): Partial<TemplatesType<T, S, F>> {
  return {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    ArrayFieldTitleTemplate,
    BaseInputTemplate,
    CyclicSchemaExpandTemplate,
    ButtonTemplates: ButtonTemplates(),
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: ErrorList,
    FieldErrorTemplate,
    FieldTemplate,
    FieldHelpTemplate,
    GridTemplate,
    ObjectFieldTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate: TitleField,
    WrapIfAdditionalTemplate,
    MultiSchemaFieldTemplate,
  } as Partial<TemplatesType<T, S, F>>;
}
