import { Badge } from '@mantine/core';
import { useSession } from '../../app/session/index.ts';
import { quotaColor, quotaOf } from '../quota.ts';

/** 'Sisa kuota: 37 dari 50' for a USER; the profile is refreshed after every call. Never blocks calls. */
export function QuotaBadge() {
  const { profile } = useSession();
  const quota = quotaOf(profile);
  if (!quota) return null;
  return (
    <Badge size="lg" variant="light" color={quotaColor(quota)} data-testid="quota" role="status" aria-live="polite">
      Sisa kuota: {quota.remaining} dari {quota.limit}
    </Badge>
  );
}
