import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './p-as-heading.ts';

const body = '<p>Our shop opens at nine and closes at six, every day of the week except Sunday.</p>';

export default ruleFixtures(rule, [
  { name: 'real heading', html: `<h2>Opening hours</h2>${body}`, expect: 'not-applicable' },
  { name: 'plain short paragraph before a longer one', html: `<p>Hello there.</p>${body}`, expect: 'pass' },
  { name: 'bold paragraph as a heading', html: `<p><strong>Opening hours</strong></p>${body}`, expect: 'warn', finding: /"Opening hours".*bold \(700\)/ },
  { name: 'large paragraph as a heading', html: `<style>.title{font-size:24px}</style><p class="title">Opening hours</p>${body}`, expect: 'warn', finding: /24 px against 16 px/ },
  { name: 'partly bold is not a heading', html: `<p><b>Note:</b> bring your ticket.</p>${body}`, expect: 'pass' },
  { name: 'a bold run-in label', html: `<p><strong>See also:</strong></p>${body}`, expect: 'not-applicable' },
  { name: 'a bold link on its own, in brackets', html: `<p><b>[<a href="/more">Read the related article</a>]</b></p>${body}`, expect: 'not-applicable' },
  { name: 'both paragraphs bold', html: `<style>p{font-weight:bold}</style><p>Opening hours</p>${body}`, expect: 'pass' },
  { name: 'size from a viewport unit needs review', html: `<p style="font-size:3vw">Opening hours</p>${body}`, expect: 'needs-review' },
  { name: 'role=heading', html: `<p role="heading" aria-level="2"><b>Opening hours</b></p>${body}`, expect: 'not-applicable' },
]);
