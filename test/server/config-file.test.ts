import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, withConfigFile } from '../../server/src/config.ts';

// The service reads a pagegrade configuration file for its plugins only.

test('the service takes the plugins of the configuration file PAGEGRADE_CONFIG names, relative to the file, after PAGEGRADE_PLUGINS', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pagegrade-service-config-'));
  try {
    mkdirSync(join(dir, 'rules'));
    writeFileSync(join(dir, 'pagegrade.config.json'), JSON.stringify({ plugins: ['./rules/index.js'], checks: { 'seo/meta-description': 'off' }, threads: 3 }));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ plugins: 'not a list' }));
    const env = { PAGEGRADE_PLUGINS: '@acme/pagegrade-rules', PAGEGRADE_CONFIG: join(dir, 'pagegrade.config.json') };
    const cases: Array<{ env: Record<string, string>; plugins?: string[]; file?: string | null; error?: RegExp }> = [
      { env, plugins: ['@acme/pagegrade-rules', pathToFileURL(join(dir, 'rules', 'index.js')).href], file: join(dir, 'pagegrade.config.json') },
      { env: { PAGEGRADE_CONFIG: join(dir, 'bad.json') }, error: /bad\.json: \/plugins must be array/ },
      { env: { PAGEGRADE_CONFIG: join(dir, 'missing.json') }, error: /no such file/ },
    ];
    for (const c of cases) {
      const base = loadConfig(c.env);
      if (c.error) {
        await assert.rejects(withConfigFile(base, c.env), c.error);
        continue;
      }
      const config = await withConfigFile(base, c.env);
      assert.deepEqual(config.plugins, c.plugins);
      assert.equal(config.configFile, c.file);
      // What judges a CI run does not change the service: its threads stay its own.
      assert.equal(config.threads, base.threads);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
