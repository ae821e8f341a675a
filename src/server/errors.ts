import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../catalog/messages.ts';

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

/** Fastify's own error codes, told in Indonesian. */
const byCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Body JSON tidak valid.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Body JSON tidak boleh kosong.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Jenis konten tidak didukung.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Ukuran data terlalu besar.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'Ukuran file terlalu besar.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Body multipart tidak valid.'],
  FST_PARTS_LIMIT: [413, 'Terlalu banyak bagian dalam body multipart.'],
  FST_FILES_LIMIT: [413, 'Terlalu banyak file.'],
  FST_FIELDS_LIMIT: [413, 'Terlalu banyak field.'],
};

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
