/**
 * `npm run lighthouse`: Lighthouse's four scores for `/`, `/docs` and an entry's reference page,
 * mobile (its default: a mid-range phone on simulated slow 4G) and desktop. Builds the portal,
 * serves it signed out on 127.0.0.1, drives Debian's Chromium (`CHROMIUM_PATH`) through
 * chrome-launcher, and writes `docs/screenshots/lighthouse.md` with the scores and every audit
 * that did not pass. Lighthouse lives in its own package (`bench/lighthouse`), installed on first
 * use. A measurement, not a test: nothing here fails on a score.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogDir } from '../../src/catalog/loader.ts';
import { buildPortal } from './build.ts';
import { benchConfig, projectRoot } from './config.ts';
import { importFromTool } from './own-package.ts';
import { startPortalServer } from './portal-process.ts';
import { table } from './report.ts';

const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/docs,/docs/tools/qrcode').split(',').map((p) => p.trim()).filter(Boolean);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const categoryLabels: Record<(typeof categories)[number], string> = {
  performance: 'performa',
  accessibility: 'aksesibilitas',
  'best-practices': 'praktik terbaik',
  seo: 'SEO',
};
const output = join(projectRoot, 'docs', 'screenshots', 'lighthouse.md');

/** The part of Lighthouse's result this report reads. */
interface Result {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }>;
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<Result | undefined>;
type Launcher = { launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => Promise<void> | void }> };

const formFactors = ['mobile', 'desktop'] as const;

async function main() {
  const { default: lighthouse } = await importFromTool<{ default: Lighthouse }>('lighthouse', 'lighthouse/core/index.js');
  const { default: desktopConfig } = await importFromTool<{ default: unknown }>('lighthouse', 'lighthouse/core/config/desktop-config.js');
  const launcher = await importFromTool<Launcher>('lighthouse', 'chrome-launcher/dist/index.js');

  const catalog = catalogDir(projectRoot);
  console.log('Build portal...');
  const { outDir } = await buildPortal('lighthouse', catalog);
  const portal = await startPortalServer(outDir, catalog, join(projectRoot, 'public', 'fixtures'));
  const chrome = await launcher.launch({
    chromePath: benchConfig.chromiumPath,
    // Nothing leaves the machine: no host but loopback resolves.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  const rows: string[][] = [];
  const failing: string[] = [];
  try {
    for (const formFactor of formFactors) {
      for (const page of pages) {
        const result = await lighthouse(
          portal.url + page,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse tidak memberi hasil untuk ${page}`);
        const { lhr } = result;
        const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
        rows.push([page, formFactor, ...scores.map(String), metric('first-contentful-paint'), metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift')]);
        console.log(`${formFactor} ${page}: ${scores.join(' / ')}`);
        for (const c of categories) {
          for (const ref of lhr.categories[c]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (!audit || audit.score === null || audit.score >= 0.9 || !['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
            failing.push(`| ${page} | ${formFactor} | ${categoryLabels[c]} | ${audit.title.replace(/\|/g, '\\|')} | ${audit.displayValue ?? ''} |`);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
    await portal.close();
  }
  const head = ['halaman', 'perangkat', ...categories.map((c) => categoryLabels[c]), 'FCP', 'LCP', 'TBT', 'CLS'];
  writeFileSync(
    output,
    `# Lighthouse

Ditulis oleh \`npm run lighthouse\` (Lighthouse 12.2.3, Chromium Debian, portal tanpa masuk di 127.0.0.1)
pada ${new Date().toISOString().slice(0, 10)}; jangan disunting tangan. \`mobile\` adalah bawaan Lighthouse
(ponsel kelas menengah, slow 4G tersimulasi); \`desktop\` memakai konfigurasi desktop-nya.

| ${head.join(' | ')} |
| ${head.map(() => '---').join(' | ')} |
${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}

## Audit yang belum lulus (skor < 0,9)

${failing.length ? `| halaman | perangkat | kategori | audit | nilai |\n| --- | --- | --- | --- | --- |\n${failing.join('\n')}` : 'Tidak ada.'}
`,
  );
  console.log(`\n${table([head, ...rows])}\nDitulis: ${output}`);
}

await main();
