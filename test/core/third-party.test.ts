// First and third parties: by registrable domain, and the site's own company's other domains.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, hostIsThirdParty, isThirdParty, snapshotFromParts } from '@pagegrade/core';

test('another registrable domain is a third party unless the dataset gives it to the page\'s own company', () => {
  assert.equal(isThirdParty('https://static.example.com/a.js', 'https://www.example.com/'), false);
  assert.equal(isThirdParty('https://cdn.jsdelivr.net/a.js', 'https://www.example.com/'), true);
  // YouTube's own image and player host, as Lighthouse counts it.
  assert.equal(isThirdParty('https://i.ytimg.com/vi/x.jpg', 'https://www.youtube.com/watch'), false);
  assert.equal(isThirdParty('https://www.google-analytics.com/analytics.js', 'https://www.youtube.com/watch'), true);
  const page = buildPage(snapshotFromParts({ url: 'https://www.youtube.com/watch', html: '<p>x</p>' }));
  assert.equal(hostIsThirdParty(page, 'i.ytimg.com'), false);
  assert.equal(hostIsThirdParty(page, 'www.youtube.com'), false);
  assert.equal(hostIsThirdParty(page, 'cdn.jsdelivr.net'), true);
});

test('a page without a site has no third parties by host', () => {
  const page = buildPage(snapshotFromParts({ url: 'file:///page.html', html: '<p>x</p>' }));
  assert.equal(hostIsThirdParty(page, 'cdn.jsdelivr.net'), false);
});
