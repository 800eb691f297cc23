import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-description.ts';

const good = 'Handmade oak dining tables built to order in our Devon workshop, delivered across the UK.';

export default ruleFixtures(rule, [
  { name: 'a good description', html: `<head><title>Oak tables</title><meta name="description" content="${good}"></head>`, expect: 'pass' },
  { name: 'no description', html: '<head><title>Oak tables</title></head>', expect: 'fail', finding: /No <meta name="description">/ },
  { name: 'empty description', html: '<meta name="description" content="  ">', expect: 'fail', finding: /empty/ },
  { name: 'too short', html: '<meta name="description" content="Tables.">', expect: 'warn', finding: /only 7 characters/ },
  { name: 'too long', html: `<meta name="description" content="${good} ${good}">`, expect: 'warn', finding: /truncated/ },
  { name: 'same as title', html: `<title>${good}</title><meta name="description" content="${good}">`, expect: 'warn', finding: /repeats the title/ },
  { name: 'two descriptions', html: `<meta name="description" content="${good}"><meta name="Description" content="${good}">`, expect: 'warn', finding: /2 meta description/ },
]);
