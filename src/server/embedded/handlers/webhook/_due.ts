import type { HandlerContext } from '../types.ts';

/** Where the reminder engine listens for a change to what is due (seeded by the embedded mode). */
export const dueChangedSlot = 'reminder-due-changed';

/**
 * Tells the engine that a subscription or a birthday book changed: it plans again within a moment,
 * so a reminder set for the coming minute is queued now rather than at the next minute's plan
 * (which left it up to 15 s late). Where no engine runs, nobody listens.
 */
export function dueChanged(ctx: HandlerContext): void {
  ctx.state.slot<() => void>(dueChangedSlot, () => () => undefined)();
}
