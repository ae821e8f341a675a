import type { EntryHandler } from '../types.ts';
import { birthdayHandlers } from './birthday.ts';
import { reminderHandlers } from './reminders.ts';

/**
 * Real answers of the webhook area, by catalog entry id. The entries are documentation only in
 * the portal, but the embedded API keeps their subscriptions so a script can use them offline.
 */
export const webhookHandlers: Record<string, EntryHandler> = {
  ...reminderHandlers({ kind: 'weather', label: 'cuaca', updatable: true }),
  ...reminderHandlers({ kind: 'quake', label: 'gempa', updatable: false }),
  ...reminderHandlers({ kind: 'sholat', label: 'sholat', updatable: true }),
  ...birthdayHandlers,
};
