import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './meta-refresh.ts';

export default ruleFixtures(rule, [
  { name: 'no refresh', html: '<meta charset="utf-8">', expect: 'pass' },
  { name: 'reload only', html: '<meta http-equiv="refresh" content="300">', expect: 'pass' },
  { name: 'delayed redirect', html: '<meta http-equiv="refresh" content="5; url=/new-page">', expect: 'fail', finding: /https:\/\/example\.com\/new-page after 5 s/ },
  { name: 'instant redirect', html: '<meta http-equiv="Refresh" content="0;URL=\'https://example.org/\'">', expect: 'warn', finding: /instantly to https:\/\/example\.org\// },
  { name: 'refresh header', headers: { 'content-type': 'text/html', refresh: '3;url=https://example.com/b' }, html: '<p>x</p>', expect: 'fail', finding: /Refresh header/ },
]);
