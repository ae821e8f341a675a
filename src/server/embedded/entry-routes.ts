import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readInputs } from '../../catalog/read-inputs.ts';
import { entryUrlPath } from '../../catalog/request-plan.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { fail } from '../common/index.ts';
import type { Repositories } from '../store/index.ts';
import { callerOf } from './caller.ts';
import { sendAnswer } from './answer.ts';
import { exampleAnswer } from './examples.ts';
import type { HandlerRegistry } from './handlers/index.ts';
import { gatherInputs } from './inputs.ts';
import { loggedInputs, noteCall } from '../request-log/index.ts';
import type { EmbeddedState } from './state.ts';
import type { EntryValidator } from './validate.ts';

export interface EntryRouteDeps {
  repos: Repositories;
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
 * One route per tryable entry. Before it, the plugin's `onRequest` hook has resolved the account
 * from the apikey (401) and counted the call (429), see caller.ts. Then, in order:
 *   1. gather inputs (path, query, JSON body or multipart fields and files)
 *   2. read them as the browser and the MCP server do (`readInputs`: drop empties, coerce text,
 *      transform, validate, fill defaults) → 400 with the catalog's first message
 *   3. answer: the entry's `handler:`, else the matching example
 */
export function registerEntryRoute(app: FastifyInstance, entry: CatalogEntry, deps: EntryRouteDeps): void {
  const validate = deps.validatorFor(entry);
  const handler = entry.handler && deps.handlers[entry.handler];
  app.route({
    method: entry.method,
    url: fastifyPath(entry),
    config: { entryId: entry.id, group: entry.group },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { values, files } = await gatherInputs(request, entry);
      noteCall(request, { inputs: loggedInputs(values) });
      const read = readInputs(entry, values, { from: 'request', validate });
      if (!read.ok) return fail(reply, 400, read.messages[0]);

      const ready = read.values;
      const example = () => exampleAnswer(entry, ready, deps.fixturesDir);
      const answer = handler
        ? await handler({ entry, inputs: ready, sent: values, files, account: callerOf(request), store: deps.repos, request, state: deps.state, example })
        : await example();
      return sendAnswer(reply, answer);
    },
  });
}
