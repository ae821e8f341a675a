import { Button } from '@mantine/core';
import type { CatalogEntry } from '../../catalog/types.ts';
import { shareLink } from '../link.ts';
import { copyText } from '../../ui/copy-text.ts';

export interface ShareButtonProps {
  entry: Pick<CatalogEntry, 'group' | 'id'>;
  /** The form's current values. */
  values: Record<string, unknown>;
}

/** 'Salin tautan': a link to this entry with the current inputs, without the API key or files. */
export function ShareButton({ entry, values }: ShareButtonProps) {
  const copy = () => copyText(shareLink(window.location.origin, entry, values), 'Tautan disalin. File dan API Key tidak ikut dibagikan.', { showTextIfRefused: true });
  return (
    <Button variant="default" size="xs" onClick={() => void copy()} data-testid="share-link">
      Salin tautan
    </Button>
  );
}
