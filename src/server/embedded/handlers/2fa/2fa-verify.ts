import { verify } from 'otplib';
import type { Answer } from '../../answer.ts';
import { declaredText } from '../declared.ts';
import type { EntryHandler } from '../types.ts';

/**
 * The whole body is shown either way: a refusal is the 'Token salah' example's message with its own
 * reason. A code verifies once: its time step is taken in the store, so replaying it (on this
 * instance or another) is refused.
 */
export const handler: EntryHandler = async ({ entry, inputs, account, store }) => {
  const userId = String(inputs.userId);
  const token = String(inputs.token);
  // A well-formed call whose token is refused (403), or whose user has no code yet (404): not bad input.
  const refused = (status: 403 | 404, reason: string): Answer => ({ status, json: { status: false, message: declaredText(entry, 'Token salah'), userId, verified: false, reason } });
  const enrolment = await store.twofa.find(account.id, userId);
  if (!enrolment) return refused(404, declaredText(entry, 'Belum membuat kode', 'reason'));
  // One period either side, so a code typed just as it rolls over still counts.
  const result = await verify({ secret: enrolment.secret, token, epochTolerance: 30 });
  if (!result.valid || !('timeStep' in result)) return refused(403, declaredText(entry, 'Token salah', 'reason'));
  if (!(await store.twofa.takeStep(account.id, userId, enrolment.secret, result.timeStep))) return refused(403, declaredText(entry, 'Kode sudah dipakai', 'reason'));
  return { json: { status: true, message: declaredText(entry, 200), userId, verified: true } };
};
