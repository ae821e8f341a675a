/** A plan as catalog/plans.yaml declares it. */
export interface Plan {
  /** Upper case, as the account's `plan` holds it: `USER`, `PREMIUM`. */
  name: string;
  /** What the plans page calls it. */
  label: string;
  /** Calls per UTC day; null: no limit. */
  dailyCalls: number | null;
  /** Calls per minute the plan promises. */
  ratePerMinute: number;
  /** `all`, or the ids of the groups its keys may call. */
  groups: 'all' | string[];
  /** How many API keys an account of the plan may hold. */
  keysPerAccount: number;
  /** The price as the plans page shows it ('Gratis', 'Rp50.000 / bulan'). */
  price: string;
  /** One sentence: who the plan is for. */
  summary: string;
}

/** The plan every sign-up starts on. */
export const basePlanName = 'USER';
