import { snapshotFromParts } from '@pagegrade/core';
import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './html-size-limit.ts';

/** A capture whose document entry has no body (browser exports may leave it out), with the size it records. */
function withoutBody(size: number) {
  const har = snapshotFromParts({ html: '' });
  const content = har.log.entries[0]!.response.content;
  delete content.text;
  content.size = size;
  return har;
}

function truncated(html: string) {
  const har = snapshotFromParts({ html, limitsHit: ['document-bytes'] });
  har.log.entries[0]!._pagegrade!.truncated = true;
  return har;
}

export default ruleFixtures(rule, [
  { name: 'small page', html: '<p>Oak tables</p>', expect: 'pass', finding: /1 KB/ },
  { name: 'over 5 MB', html: `<p>${'x'.repeat(6 * 1024 * 1024)}</p>`, expect: 'warn', finding: /6\.0 MB/ },
  { name: 'body not captured, size recorded', har: withoutBody(6 * 1024 * 1024), expect: 'warn', finding: /6\.0 MB/ },
  { name: 'neither body nor size captured', har: withoutBody(0), expect: 'not-applicable', finding: /size as served is unknown/ },
  { name: 'cut at the download limit', har: truncated('<p>Oak</p>'), expect: 'not-applicable', finding: /cut at the analyzer's download limit/ },
  { name: 'over 15 MB', html: `<p>${'x'.repeat(16 * 1024 * 1024)}</p>`, expect: 'fail', finding: /16\.0 MB; Googlebot indexes only the first 15 MB/ },
]);
