import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { readInputs } from '../../catalog/read-inputs.ts';
import { entryUrlPath } from '../../catalog/request-plan.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { fail } from '../errors.ts';
import type { AccountStore } from './accounts.ts';
import { sendAnswer } from './answer.ts';
import { exampleAnswer } from './examples.ts';
import type { HandlerRegistry } from './handlers/index.ts';
import { gatherInputs } from './inputs.ts';
import type { EmbeddedState } from './state.ts';
import type { UploadStore } from './uploads.ts';
import type { EntryValidator } from './validate.ts';

export interface EntryRouteDeps {
  accounts: AccountStore;
  uploads: UploadStore;
  state: EmbeddedState;
  handlers: HandlerRegistry;
  validatorFor: (entry: CatalogEntry) => EntryValidator;
  fixturesDir: string;
}

/** `/tools/{id}` → `/api/proxy/tools/:id`. */
export function fastifyPath(entry: Pick<CatalogEntry, 'path'>): string {
  return entryUrlPath(entry).replace(/\{([^}/]+)\}/g, ':$1');
}

/**
 * One route per tryable entry. Stages, in order:
 *   1. apikey: missing or unknown → 401
 *   2. count the call against the key's limit → 429 when used up
 *   3. gather inputs (path, query, JSON body or multipart fields and files)
 *   4. read them as the browser and the MCP server do (`readInputs`: drop empties, coerce text,
 *      transform, validate, fill defaults) → 400 with the catalog's first message
 *   5. answer: the entry's `handler:`, else the matching example
 */
export function registerEntryRoute(app: FastifyInstance, entry: CatalogEntry, deps: EntryRouteDeps): void {
  const validate = deps.validatorFor(entry);
  const handler = entry.handler && deps.handlers[entry.handler];
  app.route({
    method: entry.method,
    url: fastifyPath(entry),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const account = deps.accounts.byApiKey((request.query as Record<string, unknown> | undefined)?.apikey);
      if (!account) return fail(reply, 401, messages.invalidApiKey);
      if (!(await deps.accounts.count(account))) return fail(reply, 429, messages.limitReached);

      const { values, files } = await gatherInputs(request, entry);
      const read = readInputs(entry, values, { from: 'request', validate });
      if (!read.ok) return fail(reply, 400, read.messages[0]);

      const ready = read.values;
      const answer = handler
        ? await handler({ entry, inputs: ready, files, request, uploads: deps.uploads, state: deps.state, example: () => exampleAnswer(entry, ready, deps.fixturesDir) })
        : await exampleAnswer(entry, ready, deps.fixturesDir);
      return sendAnswer(reply, answer);
    },
  });
}
