/** An API key as the account API lists it (`GET /api/account/keys`): never its value. */
export interface AccountKey {
  id: string;
  /** 'Kunci utama' for the browser's key; the developer's name for a named key. */
  name: string;
  /** The key the portal itself uses (login hands it back, 'Buat API Key baru' replaces it). */
  main: boolean;
  /** Groups the key may call; null: every group the plan opens. */
  scope: string[] | null;
  /** The key's own calls per UTC day; null: only the account's limit. */
  dailyCap: number | null;
  createdAt: string;
  /** When it stopped (or stops) being valid; null while it is valid. */
  expiresAt: string | null;
  /** Its last call, to the minute; null: never used. */
  lastUsedAt: string | null;
  state: 'aktif' | 'tenggang' | 'dicabut';
}

/** The account's keys, and how many valid ones the plan allows (the main key included). */
export interface AccountKeys {
  items: AccountKey[];
  keysPerAccount: number;
}

/** The longest name a key may have. */
export const keyNameMax = 40;
/** The highest daily cap a key may have. */
export const keyCapMax = 1_000_000_000;
