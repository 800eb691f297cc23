import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-faq.ts';
import { ld } from '../lib/fixture-data.ts';

const q = (name: string, answer?: unknown) => ({ '@type': 'Question', name, ...(answer !== undefined ? { acceptedAnswer: answer } : {}) });
const faq = (...mainEntity: unknown[]) => ld({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity });
export default ruleFixtures(rule, [
  { name: 'answered questions', html: faq(q('Do you ship to France?', { '@type': 'Answer', text: 'Yes, within two weeks.' })), expect: 'pass' },
  { name: 'missing answer', html: faq(q('Do you ship to France?', { '@type': 'Answer', text: 'Yes.' }), q('Can I return a table?')), expect: 'fail', finding: /Question "Can I return a table\?" has no acceptedAnswer/ },
  { name: 'empty answer text', html: faq(q('Is oak durable?', { '@type': 'Answer', text: '' })), expect: 'fail', finding: /has no "text"/ },
  { name: 'no questions', html: faq(), expect: 'fail', finding: /no mainEntity/ },
  { name: 'no FAQPage', html: ld({ '@context': 'https://schema.org', '@type': 'WebPage' }), expect: 'not-applicable' },
]);
