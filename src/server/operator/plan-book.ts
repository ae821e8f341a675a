import { basePlanName, type Plan } from '../../catalog/plans/types.ts';

/** The plans of catalog/plans.yaml as the server asks them: by name, in declared order. */
export interface PlanBook {
  all(): Plan[];
  find(name: string): Plan | undefined;
  /** Whether the plan opens the group (an account on a plan no longer declared keeps every group). */
  opens(planName: string, group: string): boolean;
}

export function planBook(plans: () => Plan[]): PlanBook {
  const find = (name: string) => plans().find((p) => p.name === name);
  return {
    all: plans,
    find,
    opens(planName, group) {
      const plan = find(planName);
      return !plan || plan.groups === 'all' || plan.groups.includes(group);
    },
  };
}

export { basePlanName };
