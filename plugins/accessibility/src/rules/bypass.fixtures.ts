import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './bypass.ts';

export default ruleFixtures(rule, [
  { name: 'main landmark', html: '<body><nav><a href="/">Home</a></nav><main>Content</main></body>', expect: 'pass' },
  { name: 'skip link only', html: '<body><a href="#c">Skip</a><div><a href="/">Home</a></div><div id="c">Content</div></body>', expect: 'pass' },
  { name: 'nothing to bypass with', html: '<body><div><a href="/">Home</a><a href="/a">About</a></div><div>Content</div></body>', expect: 'fail', finding: /No landmarks/ },
  { name: 'empty page', html: '<body></body>', expect: 'not-applicable' },
]);
