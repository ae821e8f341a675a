import type { GroupSummary } from '../../catalog/types.ts';

/** What a group widget gets; it reaches its group's entries through `useGroupRunner()`. */
export interface GroupWidgetProps {
  group: GroupSummary;
}
