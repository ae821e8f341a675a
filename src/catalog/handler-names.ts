import { handlerNames } from './handler-names.generated.ts';

/**
 * The answers the embedded API computes instead of taking them from an entry's examples: one file
 * each under src/server/embedded/handlers/<group>/, listed by `npm run handlers`. An entry names
 * one with `handler:`; the meta-schema's enum is built from this list, so `catalog:lint` refuses a
 * name without an implementation.
 */
export { handlerNames };
export type HandlerName = (typeof handlerNames)[number];
