import { useEffect, useState } from 'react';

/** An object URL for a Blob, revoked when the Blob is replaced or the view unmounts. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // An object URL is made and revoked with the Blob it points at: an external resource.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
