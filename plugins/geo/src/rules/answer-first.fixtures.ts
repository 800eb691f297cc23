import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './answer-first.ts';

const body = `<h2>Details</h2><p>${'Hardwax oil soaks into the grain and hardens within a day, so the table can be used again the next morning. '.repeat(8)}</p>`;
const lead = '<p>Oil an oak table twice a year: sand lightly with 240 grit, wipe on a thin coat of hardwax oil, leave it ten minutes and buff off the excess with a lint-free cloth.</p>';
export default ruleFixtures(rule, [
  { name: 'answer first', html: `<h1>How to oil an oak table</h1><p>By Ann · 4 min</p>${lead}${body}`, expect: 'pass' },
  { name: 'a long byline with a date is not the lead', html: `<h1>How to oil an oak table</h1><p>By <a href="/ann" rel="author">Ann Smith</a> · Published <time datetime="2026-03-02">2 March 2026</time>, updated <time datetime="2026-04-10">10 April</time></p>${lead}${body}`, expect: 'pass' },
  { name: 'short teaser', html: `<h1>How to oil an oak table</h1><p>Here is everything you need to know about it.</p>${body}`, expect: 'warn', finding: /has 9 words/ },
  { name: 'table of contents first', html: `<h1>How to oil an oak table</h1><ul><li>Details</li></ul>${body}`, expect: 'warn', finding: /first subheading "Details" comes before/ },
  { name: 'the only h1 is hidden by a style sheet', html: `<head><style>.sr-only-title { visibility: hidden }</style></head><h1 class="sr-only-title">How to oil an oak table</h1><p>Here is everything.</p>${body}`, expect: 'not-applicable' },
  { name: 'a hidden h1 is skipped for the shown one', html: `<head><style>h1.print { display: none }</style></head><h1 class="print">Printed title</h1><h1>How to oil an oak table</h1><p>Here is everything you need to know about it.</p>${body}`, expect: 'warn', finding: /has 9 words/ },
  { name: 'no h1', html: `${lead}${body}`, expect: 'not-applicable' },
  { name: 'short page', html: '<h1>Contact</h1><p>Call us.</p>', expect: 'not-applicable' },
]);
