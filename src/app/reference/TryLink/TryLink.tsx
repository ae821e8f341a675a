import { Button } from '@mantine/core';
import { Link } from '../../../router/index.ts';
import { loginThen, useSignedIn } from '../../session/index.ts';
import type { EntrySummary } from '../../../catalog/types.ts';

/** Where the dashboard opens an entry with its 'Coba' form unfolded. */
export const dashboardEntryPath = (entry: Pick<EntrySummary, 'group' | 'id'>) =>
  `/dashboard/${encodeURIComponent(entry.group)}/${encodeURIComponent(entry.id)}`;

/**
 * 'Coba' on a reference page: signed in, the entry's form in the dashboard; signed out, the login
 * page, which comes back to that same form once the user has signed in.
 */
export function TryLink({ entry }: { entry: Pick<EntrySummary, 'group' | 'id' | 'title'> }) {
  const signedIn = useSignedIn();
  const target = dashboardEntryPath(entry);
  return (
    <Button component={Link} to={signedIn ? target : loginThen(target)} aria-label={`Coba ${entry.title}`}>
      Coba
    </Button>
  );
}
