import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

export interface NavigateOptions<S extends object> {
  replace?: boolean;
  /** Kept with the history entry (back and forward bring it again); never in the address. */
  state?: S;
}

export type Navigate = <S extends object>(to: string, options?: NavigateOptions<S>) => void;

/**
 * Goes to a portal address. Every visit carries a state object of its own, even an empty one, so
 * a page can tell a second visit of the same address from a re-render (`useVisitState`).
 */
export function useNavigate(): Navigate {
  const [, navigate] = useLocation();
  return useCallback<Navigate>((to, options) => navigate(to, { replace: options?.replace ?? false, state: { ...options?.state } }), [navigate]);
}

/** The current address's path, decoded (`/dashboard/tools/qrcode`). */
export const usePathname = (): string => useLocation()[0];

const rawSearch = () => location.search;
const noSearch = () => '';

/**
 * The current query as the address has it (`?coba=1&in.url=a%2541`, or ''). wouter's own
 * `useSearch` decodes it with `decodeURI` first, which turns an escaped `%` back into one and so
 * changes what URLSearchParams reads afterwards.
 */
export const useSearch = (): string => useLocationProperty(rawSearch, noSearch);

/**
 * The state the current visit was opened with (null for an address typed or opened from outside).
 * A new visit gives a new object, also to the same address.
 */
export const useVisitState = <S extends object>(): Partial<S> | null => useHistoryState<Partial<S> | null>();
