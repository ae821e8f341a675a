import { checkNama, checkPassword, checkUsername } from '../../catalog/account-rules.ts';

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The first problem with a new password, or null: the rule the portal's forms apply. */
export const passwordProblem = (password: string): string | null => checkPassword(password);

export interface Registration {
  username: string;
  password: string;
  nama: string;
}

/** The sign-up form checked in order (nama, username, password): the first problem, or the clean values. */
export function checkRegistration(body: Record<string, unknown> | undefined): { problem: string } | { value: Registration } {
  const nama = text(body?.nama);
  const username = text(body?.username);
  const password = typeof body?.password === 'string' ? body.password : '';
  const problem = checkNama(nama) ?? checkUsername(username) ?? checkPassword(password);
  return problem ? { problem } : { value: { username, password, nama } };
}
