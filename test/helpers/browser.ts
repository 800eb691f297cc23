// Debian's Chromium driven by playwright-core (no browser download) for the tests that look at
// our pages and files as a person does; screenshots go to test-output/.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env['PAGEGRADE_CHROMIUM'] ?? '/usr/bin/chromium';

/** Where screenshots are written (not committed). */
export const TEST_OUTPUT = new URL('../../test-output/', import.meta.url).pathname;

/** Chromium with nothing of its own reaching for a network: the machine has none beyond loopback. */
export async function launchChromium(): Promise<Browser> {
  assert.ok(existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM}: apt-get install chromium (bash .ci/run does)`);
  mkdirSync(TEST_OUTPUT, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
