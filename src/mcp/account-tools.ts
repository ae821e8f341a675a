import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { errorResult } from './answer-content.ts';

/** An account action's answer, as the account API gives it: its message and data, or the refusal's message. */
export type AccountAnswer = { ok: true; message: string; data: unknown } | { ok: false; message: string };

/**
 * What the account tools reach, for the account the API key belongs to: the same functions that
 * answer the profile's account API (with a session), so both doors count and act alike.
 */
export interface AccountDoor {
  changes(): Promise<AccountAnswer>;
  webhooks(): Promise<AccountAnswer>;
  deliveries(): Promise<AccountAnswer>;
  replay(attemptId: unknown): Promise<AccountAnswer>;
  test(subscriptionId: unknown): Promise<AccountAnswer>;
}

interface AccountTool {
  tool: Omit<Tool, 'name'>;
  call: (door: AccountDoor, args: Record<string, unknown>) => Promise<AccountAnswer>;
}

const noInputs: Tool['inputSchema'] = { type: 'object', properties: {} };

/**
 * The tools about the caller's own account, named apart from every entry id (the catalog's are
 * nouns of its groups). They read and act on the account's data: no call of the daily quota.
 */
const accountToolTable = {
  'perubahan-untuk-anda': {
    tool: {
      title: 'Perubahan untuk Anda',
      description:
        'Perubahan API dari tiga rilis terakhir yang menyentuh endpoint yang dipanggil akun ini dalam 30 hari terakhir: tiap perubahan dengan banyaknya panggilan yang disentuhnya (calls) dan yang kini akan ditolak (failing; null bila log tidak dapat menilainya). Sama dengan GET /api/account/changes.',
      inputSchema: noInputs,
    },
    call: (door) => door.changes(),
  },
  'webhook-saya': {
    tool: {
      title: 'Webhook saya',
      description: 'Webhook pengingat akun ini (cuaca, gempa, sholat, buku ulang tahun): id (untuk kirim-uji-webhook), jenis, URL, jumlah gagal berturut-turut dan alasan bila nonaktif.',
      inputSchema: noInputs,
    },
    call: (door) => door.webhooks(),
  },
  'log-pengiriman-webhook': {
    tool: {
      title: 'Log pengiriman webhook',
      description: 'Percobaan pengiriman pengingat webhook akun ini, terbaru lebih dulu (100 terakhir): id, webhookId, pengingat, peristiwa, status penerima, durasi, percobaan berikutnya, error, isi pesan.',
      inputSchema: noInputs,
    },
    call: (door) => door.deliveries(),
  },
  'kirim-ulang-webhook': {
    tool: {
      title: 'Kirim ulang',
      description: 'Mengirim ulang satu peristiwa dari log pengiriman sekarang, sekali, dengan webhook-id dan isi yang sama. Jawabannya percobaan baru itu.',
      inputSchema: { type: 'object', properties: { id: { type: 'string', minLength: 1, title: 'Id percobaan', description: 'id dari log-pengiriman-webhook.' } }, required: ['id'] },
    },
    call: (door, args) => door.replay(args.id),
  },
  'kirim-uji-webhook': {
    tool: {
      title: 'Kirim uji',
      description: 'Mengirim peristiwa uji (isi diawali [Uji]) ke satu webhook akun ini sekarang. Jawabannya percobaan itu, juga tercatat di log pengiriman.',
      inputSchema: { type: 'object', properties: { subscriptionId: { type: 'string', minLength: 1, title: 'Id webhook', description: 'id dari webhook-saya.' } }, required: ['subscriptionId'] },
    },
    call: (door, args) => door.test(args.subscriptionId),
  },
} satisfies Record<string, AccountTool>;

export type AccountToolName = keyof typeof accountToolTable;

/** The account tools as a client lists them. */
export const accountTools: Tool[] = Object.entries(accountToolTable).map(([name, { tool }]) => ({ name, ...tool }));

const isAccountTool = (name: string): name is AccountToolName => Object.hasOwn(accountToolTable, name);

/**
 * One account tool's call, answered as the account API's JSON (`{ status, message, data }`) or its
 * refusal's message as an error; undefined when `name` is no account tool.
 */
export async function callAccountTool(door: AccountDoor, name: string, args: Record<string, unknown>): Promise<CallToolResult | undefined> {
  if (!isAccountTool(name)) return undefined;
  const answer = await accountToolTable[name].call(door, args);
  if (!answer.ok) return errorResult(answer.message);
  return { content: [{ type: 'text', text: JSON.stringify({ status: true, message: answer.message, data: answer.data }, null, 2) }] };
}
