import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import type { RJSFSchema } from '@rjsf/utils';
import { validatorOptions } from '../src/catalog/validation.ts';

/**
 * Standalone validator code for one schema, as an ES module whose default export is RJSF's map of
 * validate functions. ajv emits CommonJS (its ESM mode refuses RJSF's hash keys as export names),
 * so its `require`s become namespace imports and `module.exports` a local object.
 */
export function validatorModuleCode(schema: RJSFSchema): string {
  const cjs = compileSchemaValidatorsCode(schema, validatorOptions);
  const imports: string[] = [];
  const seen = new Map<string, string>();
  const body = cjs.replace(/require\("([^"]+)"\)/g, (_match, spec: string) => {
    let name = seen.get(spec);
    if (!name) {
      name = `__runtime${seen.size}`;
      seen.set(spec, name);
      imports.push(`import * as ${name} from ${JSON.stringify(spec.endsWith('.js') ? spec : `${spec}.js`)};`);
    }
    return name;
  });
  return `${imports.join('\n')}\nconst module = { exports: {} };\nconst exports = module.exports;\n${body.replace(/^"use strict";/, '')}\nexport default module.exports;\n`;
}
