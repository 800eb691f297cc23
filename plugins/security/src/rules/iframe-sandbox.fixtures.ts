import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './iframe-sandbox.ts';

export default ruleFixtures(rule, [
  { name: 'scripts only', html: '<iframe sandbox="allow-scripts" src="/preview"></iframe>', expect: 'pass' },
  { name: 'both on a separate origin', html: '<iframe sandbox="allow-scripts allow-same-origin" src="https://usercontent.example.net/x"></iframe>', expect: 'pass' },
  { name: 'both on same origin', html: '<iframe sandbox="allow-scripts allow-same-origin allow-forms" src="/user/42/preview"></iframe>', expect: 'fail', finding: /can remove the sandbox/ },
  { name: 'srcdoc', html: '<iframe sandbox="allow-same-origin allow-scripts" srcdoc="<p>x</p>"></iframe>', expect: 'fail' },
  { name: 'no sandbox', html: '<iframe src="https://www.youtube.com/embed/x"></iframe>', expect: 'not-applicable' },
]);
