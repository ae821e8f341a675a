import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody, serverMessages as m } from '../common/index.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * Faults Fastify answers before any route or hook runs (a path that is no valid percent-encoding):
 * our shape, our headers, and never the URL (it carries the apikey).
 */
export function frameworkErrors(options: { csp?: boolean }): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(securityHeaders('/api/', request.headers.host, options));
    reply.code(400).type('application/json; charset=utf-8').send(errorBody(m.badUrl));
  };
}

function clientFault(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, m.requestTimeout];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, m.headersTooLarge];
  return [400, m.badRequest];
}

/**
 * What the HTTP parser refuses (a broken request line, oversized headers) and the request timeout:
 * written straight to the socket, as no request object exists, then the connection is closed.
 */
export function clientErrorHandler(options: { csp?: boolean }): (error: NodeJS.ErrnoException, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = clientFault(error.code);
    if (socket.writable) {
      const body = JSON.stringify(errorBody(message));
      const headers = { ...securityHeaders('/api/', undefined, options), 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      // `end` flushes the answer before closing; a destroy could drop it.
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    } else socket.destroy();
  };
}
