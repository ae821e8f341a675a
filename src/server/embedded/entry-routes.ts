import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readInputs } from '../../catalog/read-inputs.ts';
import { entryUrlPath } from '../../catalog/request-plan.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import type { ProviderName } from '../../catalog/provider-names.ts';
import { fail } from '../common/index.ts';
import type { Clock, Repositories } from '../store/index.ts';
import { callerOf } from './caller.ts';
import type { DeprecationGate } from './deprecation.ts';
import { answerBody } from './answer.ts';
import { exampleAnswer } from './examples.ts';
import type { Answer } from './answer.ts';
import type { Providers } from '../providers/index.ts';
import type { ClientFacts, HandlerRegistry } from './handlers/index.ts';
import { gatherInputs } from './inputs.ts';
import { callFacts, loggedInputs } from '../request-log/index.ts';
import type { EmbeddedState } from './state.ts';
import type { EntryValidator } from './validate.ts';

/** What a handler may know of the client, read from the request once (handlers never see the request). */
const clientFacts = (request: FastifyRequest): ClientFacts => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null, origin: `${request.protocol}://${request.host}` });

export interface EntryRouteDeps {
  repos: Repositories;
  state: EmbeddedState;
  handlers: HandlerRegistry;
  validatorFor: (entry: CatalogEntry) => EntryValidator;
  fixturesDir: string;
  clock: Clock;
  /** The 3rd-party sources an entry names with `source:`. */
  providers: Providers;
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
 *   3. answer: the entry's `handler:`, else its `source:` provider, else the matching example
 *      (an example, from a provider that cannot be reached too, carries its notice)
 * A deprecated entry's answers carry its deprecation headers, and after its sunset it answers 410
 * before reading anything (deprecation.ts).
 */
export function registerEntryRoute(app: FastifyInstance, entry: CatalogEntry, deps: EntryRouteDeps, deprecation: DeprecationGate = null): void {
  const validate = deps.validatorFor(entry);
  const handler = entry.handler && deps.handlers[entry.handler];
  app.route({
    method: entry.method,
    url: fastifyPath(entry),
    config: { entryId: entry.id, group: entry.group },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const retired = deprecation?.(reply, new Date());
      if (retired) return retired;
      const { values, files } = await gatherInputs(request, entry);
      callFacts(request).inputs = loggedInputs(values);
      const read = readInputs(entry, values, { from: 'request', validate });
      if (!read.ok) return fail(reply, 400, read.messages[0]);

      const ready = read.values;
      const example = () => exampleAnswer(entry, ready, deps.fixturesDir);
      const answer = handler
        ? await handler({ entry, inputs: ready, sent: values, files, account: callerOf(request), store: deps.repos, client: clientFacts(request), log: request.log, state: deps.state, providers: deps.providers, example, clock: deps.clock })
        : entry.source
          ? await sourcedAnswer(entry, entry.source, ready, deps)
          : await example();
      return answerBody(reply, answer);
    },
  });
}

/** The provider's answer; when it cannot be reached, the stored example with the sentence saying why. */
async function sourcedAnswer(entry: CatalogEntry, source: ProviderName, inputs: Record<string, unknown>, deps: EntryRouteDeps): Promise<Answer> {
  const outcome = await deps.providers.answer(source, inputs);
  if (outcome.live) return { status: outcome.result.status, json: outcome.result.json };
  return exampleAnswer(entry, inputs, deps.fixturesDir, outcome.notice);
}
