import type { HandlerRegistry } from '../types.ts';
import { birthdayHandlers } from './birthday.ts';
import { reminderHandlers } from './reminders.ts';

/**
 * Real answers of the webhook area, by handler name. The entries are documentation only in
 * the portal, but the embedded API keeps their subscriptions so a script can use them offline.
 */
export const webhookHandlers = {
  ...reminderHandlers({ kind: 'weather', label: 'cuaca' }, ['create', 'list', 'update', 'delete']),
  // The spec documents no PUT for quake reminders.
  ...reminderHandlers({ kind: 'quake', label: 'gempa' }, ['create', 'list', 'delete']),
  ...reminderHandlers({ kind: 'sholat', label: 'sholat' }, ['create', 'list', 'update', 'delete']),
  ...birthdayHandlers,
} satisfies HandlerRegistry;
