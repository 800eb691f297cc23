import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './document-write.ts';

export default ruleFixtures(rule, [
  { name: 'dom insertion', html: '<script>document.body.append(document.createElement("p")); const write = 1;</script>', expect: 'pass' },
  { name: 'document.write', html: '<script>document.write("<script src=ad.js><\\/script>");</script>', expect: 'fail', finding: /document\.write\(\) in inline <script>/ },
  { name: 'window.document.writeln', html: '<script>window.document.writeln("x")</script>', expect: 'fail', finding: /writeln/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
