import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CatalogEntry } from '../../catalog/types.ts';
import { shareLink } from '../link.ts';

export interface ShareButtonProps {
  entry: Pick<CatalogEntry, 'group' | 'id'>;
  /** The form's current values. */
  values: Record<string, unknown>;
}

/** 'Salin tautan': a link to this entry with the current inputs, without the API key or files. */
export function ShareButton({ entry, values }: ShareButtonProps) {
  const copy = async () => {
    const link = shareLink(window.location.origin, entry, values);
    try {
      await navigator.clipboard.writeText(link);
      notifications.show({ color: 'green', message: 'Tautan disalin. File dan API Key tidak ikut dibagikan.' });
    } catch {
      notifications.show({ color: 'yellow', message: link });
    }
  };
  return (
    <Button variant="default" size="xs" onClick={() => void copy()} data-testid="share-link">
      Salin tautan
    </Button>
  );
}
