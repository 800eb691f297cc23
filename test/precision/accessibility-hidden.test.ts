// Every accessibility check, over its own failing fixtures moved into a container the page's own
// style sheet hides (`<style>.x{display:none}</style><div class=x>…</div>`): content that is not
// rendered is exposed to no one, so no check may fail on it — with every sheet in the snapshot,
// and with a linked sheet missing (the page's own <style> still decides what it hides).
// The checks listed in PAGE_LEVEL judge the document itself (its <html>, <head>, <body>, its
// meta tags, its landmarks and headings as a whole, its style rules): hiding the body's content
// does not remove what they fail on, so they are not held to this.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runRule, type RuleFixtureSet } from '@pagegrade/core/testing';

const dir = new URL('../../plugins/accessibility/src/rules/', import.meta.url).pathname;

/** Checks whose failure is about the document, not about content a container can hide, and why. */
const PAGE_LEVEL: Record<string, string> = {
  'accessibility/aria-hidden-body': 'the failure is aria-hidden on <body> itself, which no container can hold',
  'accessibility/blink': 'a style rule that declares text-decoration: blink is judged as the rule it is; only the <blink> element is skipped when hidden',
  'accessibility/bypass': 'judges whether the page as a whole offers a way past repeated content',
  'accessibility/css-orientation-lock': 'the failing fixture rotates <html> or <body>, outside the container',
  'accessibility/duplicate-id-aria': 'an id reference resolves to the first element with the id whether or not it is rendered (axe-core judges hidden elements too)',
  'accessibility/html-has-lang': 'judges the <html> element',
  'accessibility/html-lang-valid': 'judges the <html> element',
  'accessibility/html-xml-lang-mismatch': 'judges the <html> element',
  'accessibility/landmark-one-main': 'judges the page as a whole: with its content hidden it still has no main landmark',
  'accessibility/meta-refresh': 'judges a <meta> in the head or a Refresh header',
  'accessibility/meta-refresh-delay': 'judges a <meta> in the head or a Refresh header',
  'accessibility/meta-viewport': 'judges the viewport <meta> in the head',
  'accessibility/meta-viewport-large': 'judges the viewport <meta> in the head',
  'accessibility/page-has-heading-one': 'judges the page as a whole: with its content hidden it still has no level-one heading',
  'accessibility/region': 'judges the page as a whole (and only warns)',
};

/** The fixture's page with its body's content inside a container its own <style> hides. */
export function wrapHidden(html: string, missingSheet: boolean): string {
  const style = `${missingSheet ? '<link rel="stylesheet" href="/missing.css">' : ''}<style>.x{display:none}</style>`;
  const wrap = (before: string, inside: string, after: string) => `${before}${style}<div class=x>${inside}</div>${after}`;
  const endOf = (re: RegExp, from: number) => {
    const i = html.slice(from).search(re);
    return i < 0 ? -1 : from + i;
  };
  const body = /<body\b[^>]*>/i.exec(html);
  const head = /<\/head\s*>/i.exec(html);
  const start = body ? body.index + body[0].length : head ? head.index + head[0].length : /^\s*(<!doctype[^>]*>)?\s*(<html\b[^>]*>)?/i.exec(html)![0].length;
  let stop = body ? endOf(/<\/body\s*>/i, start) : -1;
  if (stop < 0) stop = endOf(/<\/html\s*>/i, start);
  if (stop < 0) stop = html.length;
  return wrap(html.slice(0, start), html.slice(start, stop), html.slice(stop));
}

const sets: RuleFixtureSet[] = [];
for (const f of readdirSync(dir).filter((f) => f.endsWith('.fixtures.ts')).sort()) sets.push((await import(join(dir, f))).default as RuleFixtureSet);

test('every accessibility check has fixtures to walk', () => {
  assert.ok(sets.length >= 90, `only ${sets.length} fixture sets found`);
  for (const id of Object.keys(PAGE_LEVEL)) assert.ok(sets.some((s) => s.rule.id === id), `${id} is listed but has no fixtures`);
});

for (const missingSheet of [false, true]) {
  test(`no accessibility check fails on content its page's style sheet hides${missingSheet ? ' (another sheet missing)' : ''}`, () => {
    const wrong: string[] = [];
    let walked = 0;
    for (const set of sets) {
      if (PAGE_LEVEL[set.rule.id]) continue;
      for (const c of set.cases) {
        if ((c.expect !== 'fail' && c.expect !== 'warn') || c.har || c.html === undefined) continue;
        walked++;
        const r = runRule(set.rule, { ...c, html: wrapHidden(c.html, missingSheet) });
        if (r.outcome === 'fail') wrong.push(`${set.rule.id} (${c.name}): ${r.findings[0]?.detail ?? ''}`);
      }
    }
    assert.ok(walked > 200, `only ${walked} failing fixtures walked`);
    assert.deepEqual(wrong, []);
  });
}
