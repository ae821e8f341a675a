/** The state changes of the waifu game the widget offers; claim is the only one not confirmed (spec §5). */
export type WaifuAction = 'claim' | 'unclaim' | 'marry' | 'unmarry';
export type ConfirmedAction = Exclude<WaifuAction, 'claim'>;

/** Spec §5: 'Yakin ingin ... waifu ini?' and 'Yakin ingin membatalkan pernikahan?'. */
export const confirmQuestion: Record<ConfirmedAction, string> = {
  unclaim: 'Yakin ingin melepas waifu ini?',
  marry: 'Yakin ingin menikahi waifu ini?',
  unmarry: 'Yakin ingin membatalkan pernikahan?',
};

export const confirmLabel: Record<ConfirmedAction, string> = {
  unclaim: 'Ya, lepas',
  marry: 'Ya, nikahi',
  unmarry: 'Ya, batalkan',
};

/** Which lists an action changes: claims refresh after claim actions, the marriage tab after marry and unmarry. */
export const refreshes: Record<WaifuAction, 'claims' | 'marriage'> = {
  claim: 'claims',
  unclaim: 'claims',
  marry: 'marriage',
  unmarry: 'marriage',
};
