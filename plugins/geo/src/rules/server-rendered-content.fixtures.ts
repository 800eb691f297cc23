import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './server-rendered-content.ts';

const prose = 'Our oak tables are made by hand in a small Devon workshop from timber grown within fifty miles. '.repeat(10);
export default ruleFixtures(rule, [
  { name: 'server-rendered article', html: `<body><div id="root"><h1>Oak tables</h1><p>${prose}</p></div><script src="/app.js"></script></body>`, expect: 'pass' },
  { name: 'short but real page', html: '<body><h1>Contact</h1><p>Write to Example Oak, 1 Mill Lane, Totnes, Devon, or call us on weekdays between nine and five. We answer every message within two working days, and visitors are welcome at the workshop by appointment on Saturdays, when you can see the benches, choose your boards and talk through sizes and finishes with the makers.</p></body>', expect: 'pass' },
  { name: 'React shell', html: '<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>', expect: 'fail', finding: /<div id="root"> is empty/ },
  { name: 'Angular shell', html: '<body><app-root></app-root><script src="main.js"></script></body>', expect: 'fail', finding: /app-root/ },
  { name: 'noscript notice', html: '<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="main"></div></body>', expect: 'fail', finding: /noscript/ },
  { name: 'partly rendered with an empty mount', html: `<body><header><p>${'Example Oak makes handmade tables in Devon. '.repeat(10)}</p></header><div id="app"></div><script src="/app.js"></script></body>`, expect: 'needs-review', finding: /<div id="app"> is empty/ },
  { name: 'unknown mount with scripts', html: '<body><div class="shell"></div><script src="/bundle.js"></script></body>', expect: 'needs-review' },
  { name: 'thin static page', html: '<body><p>Coming soon.</p></body>', expect: 'warn', finding: /only 2 words/ },
]);
