import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './fingerprinting-libraries.ts';

export default ruleFixtures(rule, [
  { name: 'no library', html: '<script src="/js/app.js"></script>', expect: 'pass' },
  { name: 'FingerprintJS from its CDN', html: "<script>const fpPromise = import('https://fpjscdn.net/v3/abc123');</script>", expect: 'fail', finding: /FingerprintJS/ },
  { name: 'self-hosted fingerprintjs2', html: '<script src="/vendor/fingerprintjs2.min.js"></script>', expect: 'fail', finding: /fingerprintjs2/ },
  { name: 'ClientJS from jsDelivr', html: '<script src="https://cdn.jsdelivr.net/npm/clientjs@0.2.1/dist/client.min.js"></script>', expect: 'fail', finding: /ClientJS/ },
]);
