import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './content-not-gated.ts';

const prose = 'Our oak tables are made by hand in a small Devon workshop from local timber. '.repeat(15);
const banner = `<div id="onetrust-banner-sdk"><p>${'We and our 842 partners use cookies to store and access information on your device for personalised ads and content. '.repeat(4)}</p><button>Accept all</button></div>`;
export default ruleFixtures(rule, [
  { name: 'content beside a banner', html: `<body>${banner}<main><h1>Oak</h1><p>${prose}</p></main></body>`, expect: 'pass' },
  { name: 'visible main', html: `<body><main><p>${prose}</p></main></body>`, expect: 'pass' },
  { name: 'consent wall only', html: `<body>${banner}<div id="app"><p>Loading…</p></div></body>`, expect: 'fail', finding: /onetrust-banner-sdk/ },
  { name: 'main hidden until scripts run', html: `<body><main style="display:none"><p>${prose}</p></main></body>`, expect: 'fail', finding: /hidden in the delivered page/ },
  { name: 'main hidden by a style sheet until scripts run', html: `<head><style>.js-pending main { display: none }</style></head><body class="js-pending"><main><p>${prose}</p></main></body>`, expect: 'fail', finding: /<main> holding the main content is hidden/ },
  { name: 'main hidden only on print', html: `<head><style>@media print { main { display: none } }</style></head><body><main><p>${prose}</p></main></body>`, expect: 'pass' },
  { name: 'nothing to judge', html: '<body><p>Hello</p></body>', expect: 'not-applicable' },
]);
