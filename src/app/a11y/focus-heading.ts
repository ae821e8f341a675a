import { useEffect, useRef } from 'react';

/**
 * A heading that takes focus when its page opens (and whenever `key` changes), so keyboard and
 * screen reader users start at the new content instead of on `<body>`. Give it `tabIndex={-1}`.
 */
export function useFocusOnOpen<T extends HTMLElement>(key: string, enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: false });
  }, [key, enabled]);
  return ref;
}
