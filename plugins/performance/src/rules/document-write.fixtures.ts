import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './document-write.ts';

export default ruleFixtures(rule, [
  { name: 'DOM methods', html: '<script>document.body.append(document.createElement("p"))</script>', expect: 'pass' },
  { name: 'document.write of a script', html: `<script>document.write('<script src="https://ads.example.net/ad.js"></' + 'script>');</script>`, expect: 'fail', finding: 'document.write() is called in an inline script and injects a <script> tag.' },
  { name: 'window.document.writeln in a fetched script', html: '<script src="/legacy.js"></script>', resources: { '/legacy.js': { body: 'window.document.writeln("<p>hi</p>")', headers: { 'content-type': 'text/javascript' } } }, expect: 'fail', finding: /document\.writeln\(\) is called\. \(https:\/\/example\.com\/legacy\.js line 1/ },
  { name: 'a method named write elsewhere', html: '<script>stream.write("x"); doc.write("y")</script>', expect: 'pass' },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
