import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { metaProblems, parse } from '../loader-parse.ts';
import { positionOf } from '../positions.ts';
import type { CatalogProblem } from '../problems.ts';
import { plansMetaSchema } from './meta-schema.ts';
import { basePlanName, type Plan } from './types.ts';

/** The plans file beside the groups' folders. */
export const plansFile = 'plans.yaml';

const checkPlans = new Ajv({ allErrors: true, strict: false }).compile(plansMetaSchema);

/**
 * Reads `catalog/plans.yaml`: the meta-schema first, then what it cannot say (names unique, the
 * base plan `USER` declared, every group named exists), each problem with its file and line.
 * A catalog without the file has the base plan alone, as the portal behaved before plans.
 */
export function loadPlans(root: string, groupIds: string[], problems: CatalogProblem[], files: string[]): Plan[] {
  const path = join(root, plansFile);
  if (!existsSync(path)) return [fallbackPlan];
  files.push(path);
  const parsed = parse(path, root, problems);
  if (!parsed) return [fallbackPlan];
  const raw: unknown = parsed.doc.toJS();
  if (!checkPlans(raw)) {
    problems.push(...metaProblems(parsed, checkPlans.errors));
    return [fallbackPlan];
  }
  const plans = (raw as { plans: Plan[] }).plans;
  const at = (path: (string | number)[], message: string) => problems.push({ file: parsed.rel, ...positionOf(parsed.doc, parsed.lines, path), message });
  const seen = new Set<string>();
  for (const [i, plan] of plans.entries()) {
    if (seen.has(plan.name)) at(['plans', i, 'name'], `paket '${plan.name}' sudah dideklarasikan`);
    seen.add(plan.name);
    if (plan.groups === 'all') continue;
    for (const [j, group] of plan.groups.entries()) {
      if (!groupIds.includes(group)) at(['plans', i, 'groups', j], `grup '${group}' tidak ada di katalog`);
    }
  }
  if (!seen.has(basePlanName)) at(['plans'], `paket dasar '${basePlanName}' wajib ada`);
  return plans;
}

/** The base plan when no file declares one: the limit each account carries, every group. */
const fallbackPlan: Plan = { name: basePlanName, label: 'Gratis', dailyCalls: 1000, ratePerMinute: 60, groups: 'all', keysPerAccount: 1, price: 'Gratis', summary: 'Untuk mencoba dan proyek pribadi.' };
