/**
 * `npm run account` while the portal runs on the PGlite folder (one process per folder): the
 * changes the console can make go through the running server's operator API instead, signed in
 * as `PORTAL_ADMIN_USERNAME` / `PORTAL_ADMIN_PASSWORD`, at `HOST`:`PORT`. Audited like the console's.
 */
import type { AccountCommand } from './account-args.ts';

export class RemoteError extends Error {}

interface Envelope {
  status?: boolean;
  message?: string;
  data?: Record<string, unknown>;
}

async function send(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<Envelope> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new RemoteError(`Server portal di ${base} tidak dapat dihubungi.`);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  if (!response.ok || envelope.status !== true) throw new RemoteError(envelope.message ?? `Server menjawab HTTP ${response.status}.`);
  return envelope;
}

/** The command as an operator API call; what only the store can do (create, role) is refused with the way out. */
export async function runRemote(base: string, admin: { username: string; password: string } | undefined, c: AccountCommand): Promise<string> {
  if (!admin) throw new RemoteError('Server sedang memakai folder data. Set PORTAL_ADMIN_USERNAME dan PORTAL_ADMIN_PASSWORD agar perintah ini dijalankan lewat API pengelola server, atau pakai konsol /admin.');
  const login = await send(base, 'POST', '/api/auth/login', null, { username: admin.username, password: admin.password });
  const token = String(login.data?.token ?? '');
  const at = `/api/admin/accounts/${encodeURIComponent(c.username)}`;
  const patch = async (body: object) => (await send(base, 'PATCH', at, token, body)).message ?? '';
  switch (c.command) {
    case 'limit':
      return patch({ dailyLimit: c.limit ?? null });
    case 'plan':
      return patch({ plan: (c.argument ?? '').toUpperCase() });
    case 'role':
      if ((c.argument ?? '').toUpperCase() !== 'ADMIN') return patch({ plan: (c.argument ?? '').toUpperCase() });
      throw new RemoteError('Role ADMIN hanya dapat diberikan saat server berhenti, atau lewat PORTAL_ADMIN_USERNAME saat start.');
    case 'disable':
    case 'enable':
      return patch({ disabled: c.command === 'disable' });
    case 'reset-password': {
      const answer = await send(base, 'POST', `${at}/password`, token, c.password ? { password: c.password } : {});
      return `${answer.message}\n  Password : ${String(answer.data?.password)}`;
    }
    default:
      throw new RemoteError(`Perintah ${c.command} hanya dapat dijalankan saat server berhenti (folder data dipakai server).`);
  }
}
