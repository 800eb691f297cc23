import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './content-without-javascript.ts';

const article = '<h1>Handmade oak tables</h1><p>Every table is built to order in our Devon workshop from sustainably felled English oak and finished with natural oil.</p>';
export default ruleFixtures(rule, [
  { name: 'server-rendered with scripts', html: `${article}<script src="/app.js"></script>`, expect: 'pass' },
  { name: 'empty app shell', html: '<div id="root"></div><script type="module" src="/assets/index.js"></script>', expect: 'fail', finding: /id="root"/ },
  { name: 'noscript only', html: '<noscript>You need to enable JavaScript to run this app.</noscript><div id="app"></div><script src="/app.js"></script>', expect: 'fail', finding: /characters of visible text/ },
  { name: 'no scripts', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
