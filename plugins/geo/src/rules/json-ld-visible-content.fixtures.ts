import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-visible-content.ts';
import { ld } from '../lib/fixture-data.ts';

const faq = ld({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Do you ship to France?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } }] });
const art = ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'How to oil an oak table' });
export default ruleFixtures(rule, [
  { name: 'visible FAQ', html: `${faq}<h2>Do you ship to <b>France</b>?</h2><p>Yes.</p>`, expect: 'pass' },
  { name: 'headline in title', html: `<title>How to oil an oak table | Example Oak</title>${art}<h1>Oiling oak</h1>`, expect: 'pass' },
  { name: 'hidden FAQ', html: `${faq}<h1>Tables</h1><p>We make oak tables.</p>`, expect: 'fail', finding: /"Do you ship to France\?" does not appear/ },
  { name: 'headline nowhere', html: `<title>Blog</title>${art}<h1>News</h1>`, expect: 'warn', finding: /headline does not appear/ },
  { name: 'no FAQ or Article', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak' }), expect: 'not-applicable' },
]);
