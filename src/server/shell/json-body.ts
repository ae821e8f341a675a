import type { FastifyInstance } from 'fastify';
import { transportFaults, type TransportFault } from '../../catalog/transport-messages.ts';
import { HttpError, type JsonTextFault, readJsonText } from '../common/index.ts';

const faultCodes: Record<JsonTextFault, TransportFault> = {
  invalid: 'FST_ERR_CTP_INVALID_JSON_BODY',
  tooDeep: 'JSON_TOO_DEEP',
  prototypeKey: 'JSON_PROTOTYPE_KEY',
};

/**
 * Every JSON body is read by `readJsonText` before any route sees it: too deep or carrying
 * `__proto__` / `constructor.prototype` answers its own 400. An empty body reads as `{}`: many
 * clients send `Content-Type: application/json` on every request, and a route that needs fields
 * then answers its own message.
 */
export function installJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.length === 0) return done(null, {});
    const read = readJsonText(text);
    if (read.ok) return done(null, read.value);
    const [status, message] = transportFaults[faultCodes[read.fault]];
    done(new HttpError(status, message), undefined);
  });
}
