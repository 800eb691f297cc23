// npm run bench:style — what the style resolver costs per page on the benchmark corpus: building the
// page's cascade and resolving the style of every element, in CPU time, after the page is built.
// The corpus pages were saved without their linked style sheets, so as they are every value is
// unknown and the cascade is skipped; the second pass drops their <link rel=stylesheet> elements so
// that every page's own <style> and style attributes are cascaded, which is the cost on a page
// fetched with its sheets.
import { tuneV8, buildPage, snapshotFromParts, styleResolver, type Page } from '@pagegrade/core';
import { corpusAddress, loadCorpus } from './corpus.ts';

// Measured as the server and the CLI run: with the engine's V8 flags.
tuneV8();

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function measure(pages: Page[]): { perPage: number[]; unknown: number; elements: number } {
  const perPage: number[] = [];
  let unknown = 0;
  let elements = 0;
  for (const page of pages) {
    const t0 = cpu();
    const resolver = styleResolver(page);
    for (const els of page.index.byTag.values()) for (const el of els) if (resolver.style(el).display === null) unknown++;
    perPage.push(cpu() - t0);
    elements += page.index.elementCount;
  }
  return { perPage, unknown, elements };
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const corpus = loadCorpus();
const asSaved = () => corpus.map((p) => buildPage(p.snapshot));
const withOwnSheets = () =>
  corpus.map((p) => {
    const html = p.snapshot.log.entries[0]!.response.content.text!.replace(/<link\b[^>]*\bstylesheet\b[^>]*>/gi, '');
    return buildPage(snapshotFromParts({ url: corpusAddress(p.name, html), html, headers: { 'content-type': 'text/html; charset=utf-8' } }));
  });
for (const [label, make] of [['as saved (linked sheets missing)', asSaved], ['own <style> and style attributes cascaded', withOwnSheets]] as const) {
  // Warm-up rounds, then the measured one (pages are rebuilt so nothing is memoised).
  for (let i = 0; i < 3; i++) measure(make());
  const { perPage, unknown, elements } = measure(make());
  const total = perPage.reduce((a, b) => a + b, 0);
  console.log(`${label}: ${perPage.length} pages, ${elements} elements; per page mean ${(total / perPage.length).toFixed(2)} ms, median ${quantile(perPage, 0.5).toFixed(2)}, p90 ${quantile(perPage, 0.9).toFixed(2)}, max ${Math.max(...perPage).toFixed(2)} ms; display unknown for ${((100 * unknown) / elements).toFixed(1)} % of elements`);
}
