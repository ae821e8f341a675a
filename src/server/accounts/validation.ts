import { accountMessages } from '../messages.ts';

/** 3–32 of `a-z0-9_.`: what a username may be. */
export const usernamePattern = /^[a-z0-9_.]{3,32}$/;
export const passwordMin = 8;
export const passwordMax = 200;
export const namaMax = 100;

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The first problem with a new password, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < passwordMin) return accountMessages.passwordTooShort;
  if (password.length > passwordMax) return accountMessages.passwordTooLong;
  return null;
}

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
  if (!nama) return { problem: accountMessages.namaRequired };
  if (nama.length > namaMax) return { problem: accountMessages.namaTooLong };
  if (!usernamePattern.test(username)) return { problem: accountMessages.usernameInvalid };
  const problem = passwordProblem(password);
  if (problem) return { problem };
  return { value: { username, password, nama } };
}
