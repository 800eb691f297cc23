import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './frame-title-unique.ts';

export default ruleFixtures(rule, [
  { name: 'distinct names', html: '<iframe src="/a.html" title="Product tour"></iframe><iframe src="/b.html" title="Installation guide"></iframe>', expect: 'pass' },
  { name: 'same name, different content', html: '<iframe src="/a.html" title="Video"></iframe><iframe src="/b.html" title="video"></iframe>', expect: 'fail', finding: /b\.html/ },
  { name: 'same name, same content', html: '<iframe src="/a.html" title="Video"></iframe><iframe src="/a.html" title="Video"></iframe>', expect: 'pass' },
  { name: 'one frame', html: '<iframe src="/a.html" title="Video"></iframe>', expect: 'not-applicable' },
]);
