import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './high-entropy-client-hints.ts';

export default ruleFixtures(rule, [
  { name: 'low-entropy hints only', headers: { 'content-type': 'text/html', 'accept-ch': 'Sec-CH-UA, Sec-CH-UA-Mobile, Sec-CH-Prefers-Color-Scheme' }, expect: 'pass' },
  { name: 'Accept-CH asks for model and full versions', headers: { 'content-type': 'text/html', 'accept-ch': 'Sec-CH-UA-Model, Sec-CH-UA-Full-Version-List, Sec-CH-UA-Platform-Version' }, expect: 'warn', finding: /sec-ch-ua-model/ },
  { name: 'meta Accept-CH', html: '<meta http-equiv="Accept-CH" content="Sec-CH-UA-Arch, Sec-CH-UA-Bitness">', expect: 'warn', finding: /meta/ },
  { name: 'a saved page without headers requests nothing it shows', html: '<p>Hello</p>', bare: true, expect: 'not-applicable' },
  { name: 'getHighEntropyValues', html: '<script>navigator.userAgentData.getHighEntropyValues(["model", "platformVersion"]).then(send);</script>', expect: 'warn', finding: /model, platformVersion/ },
]);
