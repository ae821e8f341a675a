import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { catalogDir, loadCatalog } from '../../src/catalog/loader.ts';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/** One finding of axe-core: the rule, how bad, and where. */
export interface Finding {
  state: string;
  rule: string;
  impact: Impact;
  nodes: number;
  targets: string[];
}

/** Runs axe-core (WCAG 2.x A and AA plus best practices) over the page as it is now. */
/** The findings a page may not have (critical and serious), one readable line each. */
export const blocking = (findings: Finding[]): string[] =>
  findings.filter((f) => f.impact === 'critical' || f.impact === 'serious').map((f) => `${f.state}: ${f.rule} (${f.impact}) ${f.targets.join(', ')}`);

export async function scan(page: Page, state: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((v) => ({
    state,
    rule: v.id,
    impact: (v.impact ?? 'minor') as Impact,
    nodes: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

/** The groups whose tile opens a panel, in dashboard order. */
export const activeGroups = loadCatalog(catalogDir(join(import.meta.dirname, '..', '..'))).catalog.groups.filter((g) => g.status === 'active');
