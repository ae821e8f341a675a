import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { blocking, scan } from './axe-states.ts';
import { demo, login, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';


describe("profil: 'Hubungkan ke AI' pada lebar 390px", () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(15_000);
    await portal.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
    await portal.page.setViewportSize({ width: 390, height: 844 });
  });
  after(async () => portal?.close());

  it('menampilkan alamat dan konfigurasi dengan key tersamar, membukanya dengan keyboard, menyalin konfigurasi yang benar-benar tersambung', async () => {
    const { page, url } = portal;
    await login(portal);
    await page.goto(`${url}/profile#ai`);
    const section = page.getByRole('region', { name: 'Hubungkan ke AI' });
    await section.waitFor();
    assert.equal(await section.getByTestId('mcp-endpoint').textContent(), `${url}/mcp`);
    const config = section.getByTestId('agent-config');
    const masked = (await config.textContent()) ?? '';
    assert.match(masked, /mcp-remote/);
    assert.match(masked, /Bearer •+-key/);
    assert.ok(!masked.includes(demo.apikey), 'key tersamar sebelum Tampilkan API Key');
    assert.deepEqual(await layoutProblems(page), []);
    const findings = await scan(page, 'terang tersamar');

    const reveal = section.getByRole('switch', { name: 'Tampilkan API Key' });
    await reveal.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction((key) => document.querySelector('[data-testid="agent-config"]')?.textContent?.includes(key), demo.apikey);

    await section.getByLabel('Aplikasi').selectOption('cursor');
    await section.getByRole('button', { name: 'Salin konfigurasi' }).click();
    await page.getByText('Berhasil disalin!').waitFor();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { mcpServers: Record<string, { url: string; headers: Record<string, string> }> };
    const server = copied.mcpServers['portal-api'];
    assert.deepEqual(server, { url: `${url}/mcp`, headers: { Authorization: `Bearer ${demo.apikey}` } });
    // What was copied connects: an MCP client with that address and header lists the portal's tools.
    const client = new Client({ name: 'uji-profil', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: server.headers } }));
    assert.ok((await client.listTools()).tools.length >= 40);
    await client.close();

    await section.getByLabel('Aplikasi').selectOption('vscode');
    assert.match((await config.textContent()) ?? '', /"type": "http"/);
    assert.deepEqual(await layoutProblems(page), []);
    await page.emulateMedia({ colorScheme: 'dark' });
    // The colours ease into the dark scheme: measured halfway, a label's contrast is neither scheme's.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.waitForTimeout(300);
    findings.push(...(await scan(page, 'gelap terbuka')));
    assert.deepEqual(blocking(findings), []);
  });
});
