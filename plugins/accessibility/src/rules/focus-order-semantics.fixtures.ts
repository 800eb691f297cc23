import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './focus-order-semantics.ts';

export default ruleFixtures(rule, [
  { name: 'custom button', html: '<div role="button" tabindex="0">Save</div>', expect: 'pass' },
  { name: 'focusable scroll region', html: '<div role="region" aria-label="Code sample" tabindex="0"><pre>long code</pre></div>', expect: 'pass' },
  { name: 'div in the tab order without a role', html: '<div tabindex="0" id="card">Product card</div>', expect: 'fail', finding: /id="card".*no role|role "generic"/ },
  { name: 'paragraph in the tab order', html: '<p tabindex="1">Intro</p>', expect: 'fail', finding: /role "paragraph"/ },
  { name: 'focusable code block that scrolls', html: '<style>pre{overflow-x:auto}</style><pre tabindex="0">long code</pre>', expect: 'pass' },
  { name: 'overflow that depends on the viewport needs review', html: '<style>@media (max-width: 600px){pre{overflow-x:auto}}</style><pre tabindex="0">long code</pre>', expect: 'needs-review' },
  { name: 'tabindex -1 is not the tab order', html: '<h1 tabindex="-1">Title</h1>', expect: 'not-applicable' },
  { name: 'native controls are not judged', html: '<a href="/" tabindex="0">Home</a><button tabindex="0">Go</button>', expect: 'not-applicable' },
  { name: 'no tabindex', html: '<p>Text</p>', expect: 'not-applicable' },
]);
