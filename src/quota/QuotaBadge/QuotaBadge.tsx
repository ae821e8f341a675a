import { Badge } from '@mantine/core';
import { quotaColor, quotaOf, type QuotaSource } from '../quota.ts';

/**
 * 'Sisa kuota: 37 dari 50' ('1.000', as Indonesian writes it) for a USER, from the session's profile the header passes (refreshed
 * after every call). Never blocks calls.
 */
export function QuotaBadge({ profile }: { profile: QuotaSource }) {
  const quota = quotaOf(profile);
  if (!quota) return null;
  return (
    <Badge size="lg" variant="light" color={quotaColor(quota)} data-testid="quota" role="status" aria-live="polite">
      Sisa kuota: {quota.remaining.toLocaleString('id-ID')} dari {quota.limit.toLocaleString('id-ID')}
    </Badge>
  );
}
