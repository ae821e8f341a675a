import type { GraceSeconds } from '../session/account-api.ts';

export interface GraceChoice {
  seconds: GraceSeconds;
  label: string;
  /** What becomes of the old key, said before the user confirms. */
  effect: string;
}

/** The grace periods the account API takes for a replaced key, and what each means for the old key. */
export const graceChoices: readonly GraceChoice[] = [
  {
    seconds: 0,
    label: 'Langsung',
    effect: 'Key lama langsung ditolak. Aplikasi yang masih memakainya berhenti bekerja sampai diganti ke key baru.',
  },
  { seconds: 3600, label: '1 jam', effect: 'Key lama masih diterima selama 1 jam, lalu ditolak.' },
  { seconds: 86400, label: '24 jam', effect: 'Key lama masih diterima selama 24 jam, lalu ditolak.' },
];

export function graceChoice(seconds: GraceSeconds): GraceChoice {
  return graceChoices.find((choice) => choice.seconds === seconds) ?? graceChoices[0]!;
}
