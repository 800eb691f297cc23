// The precision corpus (test/precision/pages.ts): no check of a page's dimension fails on it, and
// no check passes it while saying it did not judge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, loadRules } from '@pagegrade/core';
import { passWithoutLooking } from '@pagegrade/core/testing';
import { precisionPages } from './pages.ts';

const rules = await loadRules();
const pages = precisionPages();

test('the corpus has pages', () => assert.ok(pages.length > 0));

for (const page of pages) {
  test(`${page.name}: no ${page.dimension} check fails`, () => {
    const result = analyze(page.snapshot, rules, { id: 'precision' });
    const alarms = result.checks
      .filter((c) => c.dimension === page.dimension && c.outcome === 'fail')
      .map((c) => `${c.id}: ${c.findings[0]?.detail ?? '(no finding)'}`);
    assert.deepEqual(alarms, [], `wrong alarms on ${page.name}:\n${alarms.join('\n')}`);
    const unjudged = result.checks.flatMap((c) => {
      const said = passWithoutLooking(c);
      return said ? [`${c.id}: ${said}`] : [];
    });
    assert.deepEqual(unjudged, [], `passes that did not judge on ${page.name}:\n${unjudged.join('\n')}`);
  });
}
