import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue, loadRules, type AnalysisSummary, type Rule } from '@pagegrade/core';
import { openSqlite, type SqliteStores, type Stores } from '@pagegrade/server';
import { Knowledge } from '../../server/src/search/knowledge.ts';
import { Leaderboard } from '../../server/src/service/leaderboard.ts';
import { serviceUrls } from '../../server/src/discovery/urls.ts';
import { storeBackends, type TestStores } from '../helpers/backends.ts';

const BASE = 'https://pagegrade.test';
const urls = serviceUrls({ publicUrl: BASE, sandboxHost: null, mcpHost: null });
let rules: Rule[];
let stores: SqliteStores;
let dir: string;
let knowledge: Knowledge;

before(async () => {
  rules = await loadRules();
  dir = mkdtempSync(join(tmpdir(), 'pagegrade-knowledge-'));
  stores = openSqlite(dir);
  const leaderboard = new Leaderboard(stores.analyses, Buffer.alloc(32, 7), BASE);
  knowledge = new Knowledge({ rules, urls, analyses: stores.analyses, leaderboard });
});
after(() => {
  stores.close();
  rmSync(dir, { recursive: true, force: true });
});

let seq = 0;
async function seedInto(stores: Stores, url: string, score: number, title: string, topIssues: unknown[] = []) {
  const id = `k${String(++seq).padStart(20, '0')}`;
  const dimensions = [
    { key: 'seo', label: 'SEO', score: 90, grade: 'A', summary: 'Most checks pass.' },
    { key: 'accessibility', label: 'Accessibility', score: 41, grade: 'D-', summary: 'Images lack alternative text.' },
  ];
  const summary = { id, url, title, score, grade: score >= 90 ? 'A' : 'C', dimensions, topIssues, caps: [], counts: {}, reportUrl: `${BASE}/report/${id}`, scoringNote: 'note' } as unknown as AnalysisSummary;
  await stores.analyses.save({ summary, checks: [], siteName: null, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString(), requestedUrl: url });
  return id;
}

test('a check id written in the question ranks that check first', () => {
  for (const id of ['seo/canonical-present', 'security/https', 'accessibility/image-alt']) {
    const hits = knowledge.searchDocs(`what does ${id} check?`, 5);
    assert.equal(hits[0]!.id, id);
    assert.equal(hits[0]!.kind, 'check');
    assert.equal(hits[0]!.url, `${BASE}/docs/checks/${id}`);
    assert.equal(hits[0]!.schemaObject['@type'], 'DefinedTerm');
    assert.equal((hits[0]!.schemaObject['inDefinedTermSet'] as { url: string }).url, urls.checksDocs);
  }
  // The literal id wins even when the other words match other checks better.
  assert.equal(knowledge.searchDocs('image alt text alternative images, and seo/canonical-present', 5)[0]!.id, 'seo/canonical-present');
  // A word alone finds the checks about it.
  const canonical = knowledge.searchDocs('canonical', 10).map((h) => h.id);
  assert.ok(canonical.includes('seo/canonical-present') && canonical.includes('seo/canonical-valid'), canonical.join());
});

test('the former id of a merged check finds the check it was merged into', async () => {
  const merged = rules.filter((r) => r.formerIds?.length);
  assert.ok(merged.length > 0);
  for (const r of merged) {
    for (const former of r.formerIds!) {
      assert.equal(knowledge.searchDocs(`what does ${former} check?`, 5)[0]!.id, r.id, former);
      assert.equal((await knowledge.ask(`why did ${former} fail?`, { limit: 5 }))[0]!.id, r.id, former);
    }
  }
});

test('"how is accessibility scored?" gives the dimension article first, then its checks', async () => {
  const hits = await knowledge.ask('How is accessibility scored?', { limit: 10 });
  assert.equal(hits[0]!.id, 'doc:dimension-accessibility');
  assert.equal(hits[0]!.schemaObject['@type'], 'TechArticle');
  // The article is built from the scoring constants: weights, curve and the dimension's caps.
  assert.match(hits[0]!.text, /critical \(weight 10\)/);
  assert.match(hits[0]!.text, /ratio\^2\.2/);
  assert.match(hits[0]!.text, /accessibility\/aria-hidden-body caps Accessibility at 40/);
  assert.equal(hits.length, 10);
  for (const h of hits.slice(1)) {
    assert.equal(h.kind, 'check');
    assert.ok(h.id.startsWith('accessibility/'), h.id);
  }
  // Heaviest checks first, so the first check after the article is a critical one.
  const first = catalogue(rules).find((e) => e.id === hits[1]!.id)!;
  assert.equal(first.impact, 'critical');
});

test('synonyms: a11y, AI readiness and privacy find their dimension', () => {
  assert.equal(knowledge.searchDocs('how is a11y scored', 3)[0]!.id, 'doc:dimension-accessibility');
  assert.equal(knowledge.searchDocs('how is AI readiness graded?', 3)[0]!.id, 'doc:dimension-geo');
  assert.equal(knowledge.searchDocs('how is privacy scored?', 3)[0]!.id, 'doc:dimension-dataTracking');
  const privacy = knowledge.searchDocs('privacy', 5);
  assert.ok(privacy.every((h) => h.id.startsWith('data-tracking/')), privacy.map((h) => h.id).join());
  // Stemming: "scored", "scoring" and "scores" meet.
  assert.equal(knowledge.searchDocs('scoring curve', 1)[0]!.id, knowledge.searchDocs('scored curves', 1)[0]!.id);
});

test('scoring questions without a dimension find the sections of docs/scoring.md', () => {
  const hits = knowledge.searchDocs('how are grades computed?', 3);
  assert.equal(hits[0]!.id, 'doc:scoring-5-grades');
  assert.equal(hits[0]!.url, `${urls.scoringDocs}#5-grades`);
  assert.equal(knowledge.searchDocs('what is a cap?', 1)[0]!.id, 'doc:scoring-3-caps-critical-failures-name-their-reason');
});

test('results are deterministic and ties are ordered by id', async () => {
  for (const q of ['canonical', 'how is accessibility scored?', 'image alt text', 'cookies', 'performance']) {
    const a = JSON.stringify(knowledge.searchDocs(q, 20));
    const b = JSON.stringify(new Knowledge({ rules, urls, analyses: stores.analyses, leaderboard: new Leaderboard(stores.analyses, Buffer.alloc(32, 7), BASE) }).searchDocs(q, 20));
    assert.equal(a, b, q);
    const hits = knowledge.searchDocs(q, 20);
    for (let i = 1; i < hits.length; i++) {
      const [p, h] = [hits[i - 1]!, hits[i]!];
      assert.ok(p.score >= h.score, `${q}: scores descend`);
      assert.ok(Number.isInteger(h.score) && h.score >= 1 && h.score <= 100);
    }
  }
  // Checks of the same impact in "how is X scored" come in id order.
  const second = (await knowledge.ask('how is security scored', { limit: 2 }))[1]!.score;
  const same = (await knowledge.ask('how is security scored', { limit: 50 })).filter((h) => h.score === second);
  assert.deepEqual(same.map((h) => h.id), same.map((h) => h.id).sort());
});

test('follow-ups inherit from the previous questions only when they read as follow-ups', async () => {
  const dim = await knowledge.answer('and performance?', { limit: 3, prev: ['how is accessibility scored?'] });
  assert.equal(dim.hits[0]!.id, 'doc:dimension-performance');
  // Its checks follow, heaviest first, as for "how is performance scored?".
  assert.deepEqual(dim.hits.map((h) => h.id), knowledge.searchDocs('how is performance scored?', 3).map((h) => h.id));
  assert.notDeepEqual((await knowledge.answer('and performance?', { limit: 3 })).hits.map((h) => h.id), dim.hits.map((h) => h.id));
  // A question that does not read as a follow-up ignores prev.
  assert.deepEqual((await knowledge.answer('performance', { limit: 3, prev: ['how is accessibility scored?'] })).hits, (await knowledge.answer('performance', { limit: 3 })).hits);
  const check = await knowledge.answer('how do I fix it?', { limit: 3, prev: ['what does seo/canonical-present check?', 'something else'] });
  assert.equal(check.hits[0]!.id, 'seo/canonical-present');
  // Stemming meets "capped" and "caps".
  const capped = knowledge.searchDocs('why is my score capped?', 3).map((h) => h.id);
  assert.ok(capped.includes('doc:scoring-3-caps-critical-failures-name-their-reason'), capped.join());
});

test('checkMarkdown and document', () => {
  const md = knowledge.checkMarkdown('security/https')!;
  assert.match(md, /^# security\/https\n/);
  assert.match(md, /\*\*Dimension:\*\* Security/);
  assert.match(md, /\*\*Impact:\*\* critical/);
  assert.match(md, /## Why it matters/);
  assert.match(md, /## How to fix/);
  assert.match(md, /## Equivalent checks\n\n- `lighthouse:is-on-https`/);
  assert.match(md, /overall score is at most 50/);
  assert.equal(knowledge.checkMarkdown('seo/no-such-check'), null);
  assert.match(knowledge.document('scoring'), /^# Scoring/);
  assert.match(knowledge.document('checks'), /^# Check catalogue/);
});

for (const backend of storeBackends()) {
  describe(`answers about analysed sites and pages (${backend.name})`, { skip: backend.skip }, () => {
    let stores: TestStores;
    let knowledge: Knowledge;
    const seed = (url: string, score: number, title: string) => seedInto(stores, url, score, title);
    before(async () => {
      stores = await backend.open();
      knowledge = new Knowledge({ rules, urls, analyses: stores.analyses, leaderboard: new Leaderboard(stores.analyses, Buffer.alloc(32, 7), BASE) });
    });
    after(() => stores.destroy());

    test('sites: the best analysis of a named host, an honest miss, the leaderboard, follow-ups', async () => {
      const miss = await knowledge.answer('what is the score of never-analysed.example?', { limit: 10 });
      assert.deepEqual(miss.hits, []);
      assert.match(miss.message!, /never-analysed\.example has not been analysed yet/);
      assert.match(miss.message!, /\/api\/v1\/analyze/);
      const emptyBoard = await knowledge.answer('which sites score best?', { limit: 10 });
      assert.equal(emptyBoard.hits[0]!.kind, 'leaderboard');
      assert.equal((emptyBoard.hits[0]!.schemaObject['itemListElement'] as unknown[]).length, 0);

      await seed('https://www.site-one.example/', 62, 'Site One');
      const best = await seed('https://www.site-one.example/about', 93, 'Site One About');
      await seed('https://site-two.example/', 80, 'Site Two');

      for (const q of ['What is the score of site-one.example?', 'score of WWW.SITE-ONE.EXAMPLE']) {
        const hits = await knowledge.ask(q, { limit: 10 });
        assert.equal(hits.length, 1, q);
        assert.equal(hits[0]!.kind, 'site');
        assert.equal(hits[0]!.id, best);
        const site = hits[0]!.schemaObject as any;
        assert.equal(site['@type'], 'WebSite');
        assert.deepEqual([site.aggregateRating.ratingValue, site.aggregateRating.bestRating, site.aggregateRating.worstRating], [93, 100, 0]);
        assert.equal(site.aggregateRating.ratingExplanation, 'Grade A');
        assert.equal(site.additionalProperty[1].valueReference.ratingValue, 41);
      }
      // A page of the site that was never analysed is not answered with another page: it says so,
      // then offers the site's best.
      const other = await knowledge.answer('how good is https://www.site-one.example/contact', { limit: 10 });
      assert.match(other.message!, /https:\/\/www\.site-one\.example\/contact has not been analysed yet/);
      assert.match(other.message!, /best analysis of its site, site-one\.example, follows: it is of https:\/\/www\.site-one\.example\/about/);
      assert.deepEqual(other.hits.map((h) => [h.kind, h.id]), [['site', best]]);
      // The site parameter names the site when the question does not.
      assert.equal((await knowledge.ask('what is its score?', { limit: 5, site: 'site-two.example' }))[0]!.schemaObject['url'], 'https://site-two.example/');

      // A follow-up about a dimension keeps the site of the previous question.
      const follow = await knowledge.answer('and its accessibility?', { limit: 5, prev: ['what is the score of site-one.example?'] });
      assert.equal(follow.hits[0]!.id, best);
      assert.match(follow.hits[0]!.text, /Accessibility: 41\/100 \(grade D-\)/);
      assert.equal(follow.hits[1]!.id, 'doc:dimension-accessibility');
      // Without the previous question it is a question about accessibility, not about a site.
      assert.notEqual((await knowledge.ask('and its accessibility?', { limit: 5 }))[0]!.kind, 'site');

      const board = await knowledge.ask('Which sites score best?', { limit: 10 });
      assert.equal(board.length, 1);
      const list = board[0]!.schemaObject as any;
      assert.equal(list['@type'], 'ItemList');
      assert.deepEqual(list.itemListElement.map((i: any) => [i['@type'], i.position, i.item.aggregateRating.ratingValue]), [['ListItem', 1, 93], ['ListItem', 2, 80]]);
      assert.equal((await knowledge.ask('show the leaderboard', { limit: 3 }))[0]!.id, 'leaderboard');
      assert.equal(((await knowledge.ask('top 1 websites', { limit: 3 }))[0]!.schemaObject as any).itemListElement.length, 1);
      // "best" about something else than sites is not a leaderboard question.
      assert.notEqual((await knowledge.ask('best way to write image alt text', { limit: 3 }))[0]!.kind, 'leaderboard');
      // File names are not hosts.
      assert.notEqual((await knowledge.ask('what does robots.txt need?', { limit: 3 }))[0]!.kind, 'site');
    });

    test('pages: a question naming a page answers for that page, under any spelling of its address', async () => {
      const a = await seed('https://pages.example/a/', 95, 'Page A');
      const b = await seed('https://pages.example/b/', 40, 'Page B');
      const newerB = await seed('https://pages.example/b/', 55, 'Page B again');
      for (const q of ['what is the score of https://pages.example/b/?', 'score of http://www.pages.example/b', 'how good is pages.example/b/']) {
        const answer = await knowledge.answer(q, { limit: 5 });
        assert.equal(answer.message, null, q);
        assert.equal(answer.hits[0]!.kind, 'page', q);
        assert.equal(answer.hits[0]!.id, newerB, `${q}: the latest analysis of that page`);
        const page = answer.hits[0]!.schemaObject as any;
        assert.equal(page['@type'], 'WebPage');
        assert.equal(page.aggregateRating.ratingValue, 55);
        assert.match(answer.hits[0]!.text, /^https:\/\/pages\.example\/b\/ scores 55\/100 .* latest analysis/);
      }
      assert.notEqual(b, newerB);
      assert.equal((await knowledge.ask('score of https://pages.example/a/', { limit: 5 }))[0]!.id, a);
      // The site (no path) is still its best analysis.
      assert.equal((await knowledge.ask('score of pages.example', { limit: 5 }))[0]!.id, a);
      // The answer names the first fixes in the order of the plan, with what each adds and where they lead.
      const plan = (title: string, overall: number, score: number, grade: string) => ({ dimension: 'seo', title, check: `seo/${overall}`, impact: 'serious', plan: { overall, dimension: 9, score, grade } });
      const fixed = await seedInto(stores, 'https://pages.example/plan/', 50, 'Planned', [plan('Not indexable', 12, 62, 'C'), plan('No title', 5, 67, 'C+'), plan('No canonical', 3, 70, 'B-'), plan('Fourth', 1, 71, 'B-')]);
      const planned = await knowledge.ask('score of https://pages.example/plan/', { limit: 5 });
      assert.equal(planned[0]!.id, fixed);
      assert.match(planned[0]!.text, /Fix first: Not indexable \(\+12\); No title \(\+5\); No canonical \(\+3\) — together 50 → 70 \(B-\)\./);
      const none = await knowledge.answer('score of https://never.example/x', { limit: 5 });
      assert.deepEqual(none.hits, []);
      assert.match(none.message!, /https:\/\/never\.example\/x has not been analysed yet, nor any other page of never\.example/);
    });
  });
}
