import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDir, loadCatalog } from '../../src/catalog/loader.ts';
import { portalServer, projectRoot } from '../helpers/embedded-api.ts';

const run = promisify(execFile);
const redocly = join(projectRoot, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const arazzoFile = join(projectRoot, 'docs', 'arazzo.yaml');
// No notices, no telemetry: the test runs offline, on loopback only.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', NO_COLOR: '1' };

interface Workflow {
  workflowId: string;
  sourceDescriptions?: unknown;
  inputs: { required: string[]; properties: Record<string, unknown> };
  steps: { stepId: string; operationId: string; parameters: { name: string; value: string }[] }[];
}
const doc = parse(readFileSync(arazzoFile, 'utf8')) as { arazzo: string; sourceDescriptions: { name: string; url: string; type: string }[]; workflows: Workflow[] };
const { catalog } = loadCatalog(catalogDir(projectRoot));

describe('docs/arazzo.yaml', () => {
  it('Arazzo 1.0.x, satu workflow per resep, sumber portal menunjuk openapi.json, kunci sebagai input apikey', () => {
    expect(doc.arazzo).toMatch(/^1\.0\.\d+$/);
    expect(doc.sourceDescriptions).toEqual([{ name: 'portal', url: 'openapi.json', type: 'openapi' }]);
    expect(doc.workflows.map((w) => w.workflowId)).toEqual((catalog.recipes ?? []).map((r) => r.id));
    for (const workflow of doc.workflows) {
      expect(workflow.inputs.required, workflow.workflowId).toEqual(['apikey']);
      for (const step of workflow.steps) expect(step.parameters, `${workflow.workflowId}.${step.stepId}`).toContainEqual({ name: 'apikey', in: 'query', value: '$inputs.apikey' });
    }
  });

  it('nilai dari jawaban langkah sebelumnya menjadi output langkah itu', () => {
    const jwt = doc.workflows.find((w) => w.workflowId === 'jwt-buat-dekode');
    expect(jwt?.steps[0]).toMatchObject({ operationId: 'jwt-create', outputs: { token: '$response.body#/token' } });
    expect(jwt?.steps[1]).toMatchObject({ operationId: 'jwt-decode', requestBody: { payload: { jwt: '$steps.buat.outputs.token' } } });
  });

  it('lolos redocly lint tanpa masalah', async () => {
    const { stdout, stderr } = await run(process.execPath, [redocly, 'lint', arazzoFile, '--format', 'stylish'], { env, cwd: projectRoot });
    expect(`${stdout}${stderr}`).toContain('Your API description is valid');
  }, 60_000);
});

describe('Redocly Respect menjalankan setiap workflow terhadap API bawaan', () => {
  const apikey = 'kunci-respect';
  let app: FastifyInstance;
  let baseUrl = '';
  const out = mkdtempSync(join(tmpdir(), 'respect-'));
  beforeAll(async () => {
    app = await portalServer({ demo: { apikey, token: 'token-respect', limit: 1_000_000 }, distDir: null });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('semua workflow hijau', async () => {
    const json = join(out, 'hasil.json');
    const args = [redocly, 'respect', arazzoFile, '--server', `portal=${baseUrl}`, '--input', `apikey=${apikey}`, '-J', json];
    const result = await run(process.execPath, args, { env, cwd: projectRoot }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
    const report = JSON.parse(readFileSync(json, 'utf8')) as { files: Record<string, { executedWorkflows: { workflowId: string; status: string }[] }> };
    const workflows = Object.values(report.files).flatMap((f) => f.executedWorkflows);
    expect(workflows.map((w) => [w.workflowId, w.status]), result.stdout.slice(-3000)).toEqual(doc.workflows.map((w) => [w.workflowId, 'success']));
  }, 120_000);
});
