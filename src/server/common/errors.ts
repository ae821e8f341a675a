import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { transportFaults } from '../../catalog/transport-messages.ts';

/** Every error the portal's API answers has this one shape. */
export interface ErrorBody {
  status: false;
  message: string;
}

export function errorBody(message: string): ErrorBody {
  return { status: false, message };
}

export function fail(reply: FastifyReply, code: number, message: string): FastifyReply {
  return reply.code(code).type('application/json; charset=utf-8').send(errorBody(message));
}

/** Thrown by a stage of the pipeline that already knows the Indonesian answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Fastify's own error codes, told in Indonesian (the OpenAPI document lists the same). */
const byCode: Record<string, readonly [number, string]> = transportFaults;

/** Maps any thrown error to `{ status: false, message }` in Indonesian; never leaks English internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return fail(reply, error.statusCode, error.message);
    const known = error.code ? byCode[error.code] : undefined;
    if (known) return fail(reply, known[0], known[1]);
    const code = error.statusCode ?? 500;
    if (code >= 500) {
      request.log.error({ err: error }, 'request failed');
      return fail(reply, 500, messages.serverError);
    }
    return fail(reply, code, messages.invalidInput);
  });
}
