import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './hidden-tracking-iframes.ts';

export default ruleFixtures(rule, [
  { name: 'visible video frame', html: '<iframe src="https://www.youtube-nocookie.com/embed/x" width="560" height="315" title="Video"></iframe>', expect: 'pass' },
  { name: 'GTM noscript frame', html: '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>', expect: 'warn', finding: /Google Tag Manager/ },
  { name: 'cookie-sync frame', html: '<iframe src="https://sync.adnet.example.net/usersync" style="display: none"></iframe>', expect: 'warn', finding: /display:none/ },
  { name: 'hidden first-party frame', html: '<iframe src="/worker.html" hidden></iframe>', expect: 'pass' },
]);
