import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-refresh.ts';

export default ruleFixtures(rule, [
  { name: 'immediate redirect', html: '<meta http-equiv="refresh" content="0; url=https://example.com/new">', expect: 'pass' },
  { name: 'timed reload', html: '<meta http-equiv="refresh" content="30">', expect: 'fail', finding: /after 30 s/ },
  { name: 'timed redirect header', html: '<p>Hi</p>', headers: { 'content-type': 'text/html', refresh: '5; url=/next' }, expect: 'fail', finding: /Refresh header/ },
  { name: 'no refresh', html: '<p>Hi</p>', expect: 'not-applicable' },
  { name: "only the first refresh pragma counts", html: "<meta http-equiv=\"refresh\" content=\"0; url=/new\"><meta http-equiv=\"refresh\" content=\"30\">", expect: 'pass' },
]);
