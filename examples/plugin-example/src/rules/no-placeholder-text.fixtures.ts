import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './no-placeholder-text.js';

export default ruleFixtures(rule, [
  { name: 'real copy', html: '<p>Fresh bread every morning.</p>', expect: 'pass' },
  { name: 'lorem ipsum', html: '<p>Lorem ipsum dolor sit amet.</p>', expect: 'fail', finding: /Lorem ipsum/ },
  { name: 'in a script it does not count', html: '<script>// lorem ipsum</script><p>Bread.</p>', expect: 'pass' },
]);
