import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './legacy-polyfills.ts';

export default ruleFixtures(rule, [
  { name: 'modern bundle only', html: '<script type="module" src="/app.js"></script>', expect: 'pass' },
  { name: 'legacy bundle behind nomodule', html: '<script nomodule src="https://cdn.jsdelivr.net/npm/@babel/polyfill@7.12.1/dist/polyfill.min.js"></script>', expect: 'pass' },
  { name: '@babel/polyfill for everyone', html: '<script src="https://cdn.jsdelivr.net/npm/@babel/polyfill@7.12.1/dist/polyfill.min.js"></script>', expect: 'warn', finding: /@babel\/polyfill@7\.12\.1.* is a polyfill library/ },
  { name: 'polyfill.io service', html: '<script src="https://cdn.polyfill.io/v3/polyfill.min.js?features=default"></script>', expect: 'warn' },
  { name: 'core-js shim', html: '<script src="/vendor/core-js/client/shim.min.js"></script>', expect: 'warn' },
  { name: 'no external scripts', html: '<script>1</script>', expect: 'not-applicable' },
]);
