import { messages } from '../../catalog/messages.ts';
import { readEnvelope } from '../../engine/read-envelope.ts';

/* The account API of reminder delivery, as the profile's two sections call it (Bearer token). */

export interface Attempt {
  id: string;
  webhookId: string;
  targetId: string;
  kind: string;
  event: string;
  status: number | null;
  error?: string;
  at: string;
  durationMs: number;
  nextAttemptAt: string | null;
}

export interface Destination {
  id: string;
  kind: string;
  webhookUrl: string;
  kota?: string;
  failures: number;
  disabledReason?: string;
}

export interface ChannelPost {
  receivedAt: string;
  body: { content?: string; username?: string; avatar_url?: string; embeds?: { title?: string; description?: string; fields?: { name: string; value: string }[] }[] };
  webhookId: string | null;
  signatureValid: boolean;
}

export type Called<T> = { ok: true; data: T; message: string } | { ok: false; message: string };

export async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Called<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method, headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  } catch {
    return { ok: false, message: messages.networkError };
  }
  const envelope = await readEnvelope<T>(response);
  if (!response.ok || envelope.status === false || envelope.data === undefined) return { ok: false, message: envelope.message || 'Permintaan gagal.' };
  return { ok: true, data: envelope.data, message: envelope.message ?? '' };
}

export const kindLabel: Record<string, string> = { weather: 'Cuaca', sholat: 'Sholat', quake: 'Gempa', birthday: 'Ulang tahun' };

export const timeText = (iso: string | null): string => (iso ? new Date(iso).toLocaleString('id-ID', { dateStyle: 'short', timeStyle: 'medium' }) : '-');
