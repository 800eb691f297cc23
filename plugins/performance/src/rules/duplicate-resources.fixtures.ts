import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './duplicate-resources.ts';

export default ruleFixtures(rule, [
  { name: 'each once', html: '<link rel="stylesheet" href="/a.css"><script src="/jquery-3.7.1.min.js"></script><script src="/app.js"></script>', expect: 'pass' },
  { name: 'the same script twice', html: '<script src="/app.js"></script><p>x</p><script src="https://example.com/app.js"></script>', expect: 'fail', finding: 'The script https://example.com/app.js is included more than once.', findings: 1 },
  { name: 'two jQuery versions', html: '<script src="https://code.jquery.com/jquery-1.12.4.min.js"></script><script src="/js/jquery-3.7.1.min.js"></script>', expect: 'warn', finding: /jquery\.js is loaded from two URLs/ },
  { name: 'nothing external', html: '<script>1</script>', expect: 'not-applicable' },
]);
