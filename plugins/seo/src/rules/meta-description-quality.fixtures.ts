import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-description-quality.ts';

const good = 'Handmade oak dining tables built to order in our Devon workshop, delivered across the UK.';

export default ruleFixtures(rule, [
  { name: 'a good description', html: `<head><title>Oak tables</title><meta name="description" content="${good}"></head>`, expect: 'pass' },
  { name: 'too short', html: '<meta name="description" content="Tables.">', expect: 'warn', finding: /only 7 characters/ },
  { name: 'too long', html: `<meta name="description" content="${good} ${good}">`, expect: 'warn', finding: /truncated/ },
  { name: 'same as title', html: `<title>${good}</title><meta name="description" content="${good}">`, expect: 'warn', finding: /repeats the title/ },
  { name: 'two descriptions', html: `<meta name="description" content="${good}"><meta name="Description" content="${good}">`, expect: 'warn', finding: /2 meta description/ },
  { name: 'none is the other check\'s', html: '<title>Oak tables</title>', expect: 'not-applicable' },
]);
