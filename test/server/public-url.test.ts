// The rules that turn a page address into its public form: what goes (secrets, ids of a person,
// tracking ids) and — just as much a defect if wrong — what stays exactly as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REDACTED, UrlScrubber, cleanUrl, cleanUrlsIn, isSensitiveName } from '../../server/src/privacy/public-url.ts';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

test('credentials, tokens, sessions, passwords, API keys, signatures and e-mail addresses: the name stays, the value is replaced', () => {
  const cases: Array<[string, string]> = [
    ['https://example.com/fx?reset_token=SECRET123&email=alice%40example.com', `https://example.com/fx?reset_token=${REDACTED}&email=${REDACTED}`],
    ['https://example.com/?PHPSESSID=abc&sid=1&author=bob&passage=3', `https://example.com/?PHPSESSID=${REDACTED}&sid=${REDACTED}&author=bob&passage=3`],
    ['https://example.com/a?password=hunter2&api_key=k1&apiKey=k2&key=AIza', `https://example.com/a?password=${REDACTED}&api_key=${REDACTED}&apiKey=${REDACTED}&key=${REDACTED}`],
    ['https://b.example.com/o?X-Amz-Credential=AK%2F1&X-Amz-Signature=ff00&X-Amz-Expires=60', `https://b.example.com/o?X-Amz-Credential=${REDACTED}&X-Amz-Signature=${REDACTED}&X-Amz-Expires=60`],
    ['https://example.com/cb#access_token=abc&state=1', `https://example.com/cb#access_token=${REDACTED}&state=1`],
    ['https://example.com/?ref=x&e-mail=a%40b.co&sessionId=9', `https://example.com/?ref=x&e-mail=${REDACTED}&sessionId=${REDACTED}`],
  ];
  for (const [input, expected] of cases) assert.equal(cleanUrl(input).url, expected, input);
});

test('known tracking ids are cleaned, from the maintained list and the click ids added to it', () => {
  const c = cleanUrl('https://example.com/p?utm_source=news&utm_campaign=spring&gclid=G1&fbclid=F1&msclkid=M1&mc_eid=E1&_hsenc=H1&id=7');
  assert.equal(c.url, `https://example.com/p?utm_source=${REDACTED}&utm_campaign=${REDACTED}&gclid=${REDACTED}&fbclid=${REDACTED}&msclkid=${REDACTED}&mc_eid=${REDACTED}&_hsenc=${REDACTED}&id=7`);
  assert.deepEqual(c.removed, ['utm_source', 'utm_campaign', 'gclid', 'fbclid', 'msclkid', 'mc_eid', '_hsenc']);
  for (const name of ['utm_anything', 'gbraid', 'wbraid', 'yclid', 'ttclid', 'igshid']) assert.ok(isSensitiveName(name), name);
});

test('values that are e-mail addresses, JWTs or long random tokens go whatever their parameter is called', () => {
  assert.equal(cleanUrl('https://example.com/?u=bob%40example.org').url, `https://example.com/?u=${REDACTED}`);
  assert.equal(cleanUrl(`https://example.com/?t=${JWT}`).url, `https://example.com/?t=${REDACTED}`);
  assert.equal(cleanUrl('https://example.com/?t=Zk9xR2pLm4Qw8vT1nB6yH3cJa8Kd0PqLm').url, `https://example.com/?t=${REDACTED}`);
  assert.equal(cleanUrl('https://example.com/?h=3f2a9c8b7d6e5f4a3b2c1d0e9f8a7b6c').url, `https://example.com/?h=${REDACTED}`, '128 bits in hex');
});

test('userinfo is dropped; path segments that are tokens or e-mail addresses are replaced', () => {
  assert.equal(cleanUrl('https://user:pw@example.com/a').url, 'https://example.com/a');
  assert.deepEqual(cleanUrl('https://user:pw@example.com/a').removed, ['userinfo']);
  assert.equal(cleanUrl('https://example.com/reset/3f2a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a/confirm').url, `https://example.com/reset/${REDACTED}/confirm`);
  assert.equal(cleanUrl(`https://example.com/verify/${JWT}`).url, `https://example.com/verify/${REDACTED}`);
  assert.equal(cleanUrl('https://example.com/users/alice@example.com/profile').url, `https://example.com/users/${REDACTED}/profile`);
  assert.equal(cleanUrl('https://docs.example.com/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit').url, `https://docs.example.com/d/${REDACTED}/edit`);
  assert.equal(cleanUrl('https://shop.example.com/cart;jsessionid=0A1B2C3D4E5F?step=2').url, `https://shop.example.com/cart;jsessionid=${REDACTED}?step=2`, 'servlet path parameters');
  assert.deepEqual(cleanUrl('https://shop.example.com/cart;jsessionid=0A1B2C3D4E5F').removed, ['jsessionid']);
});

test('ordinary addresses are returned unchanged, byte for byte', () => {
  const normal = [
    'https://example.com/',
    'https://example.com/blog/the-best-running-shoes-of-2024-reviewed-and-compared-in-depth',
    'https://example.com/search?q=iphone15promax256gb&sort=price_asc&sort_key=x&page=2',
    'https://example.com/?id=12345&lang=en-US&ref=homepage&v=2',
    'https://example.com/a%20b?x=1+2&y=%C3%A9',
    'https://example.com/?ProductCategory2024Summer=1&v=ProductCategory2024Summer',
    'https://en.wikipedia.org/wiki/Special:Search?search=foo&go=Go',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://example.com/static/app.3f2a9c8b7d6e5f4a3b2c1d0e9f8a7b6c.js',
    'https://example.com/2024/05/17/release-notes-v12.3.4/#section-2',
    'https://example.com/product/SKU-12345-BLUE-XL?color=blue&size=xl',
    'https://example.com/path?flag&empty=&token=',
    'https://shop.example.com/collections/mens-running-shoes-and-trail-running-sneakers-2024',
    'https://example.com/#top',
    'https://example.com/a;b=c/d;v=2',
    'HTTPS://EXAMPLE.COM/Path',
  ];
  for (const url of normal) {
    const c = cleanUrl(url);
    assert.equal(c.url, url, url);
    assert.deepEqual(c.removed, [], url);
  }
  assert.equal(cleanUrl('not a url').url, 'not a url');
  assert.equal(cleanUrl('mailto:alice@example.com').url, 'mailto:alice@example.com', 'only page addresses are cleaned');
});

test('the scrubber cleans the page’s addresses in text and the values wherever they are quoted, and nothing when there is nothing to clean', () => {
  const page = 'https://example.com/fx?reset_token=Zq7RtY2mWp9LkX&email=alice%40example.com';
  const s = new UrlScrubber([page]);
  assert.ok(s.active);
  assert.equal(s.text(`Canonical points to ${page}&v=2.`), `Canonical points to https://example.com/fx?reset_token=${REDACTED}&email=${REDACTED}&v=2.`);
  assert.equal(s.text('Reset the password of alice@example.com'), `Reset the password of ${REDACTED}`);
  assert.equal(s.text('Other site: https://other.example/?utm_source=x'), 'Other site: https://other.example/?utm_source=x', 'another host’s address is the page’s content');
  assert.deepEqual(s.value({ a: [`${page}`], n: 3 }), { a: [`https://example.com/fx?reset_token=${REDACTED}&email=${REDACTED}`], n: 3 });
  const note = s.note('https://pagegrade.test/privacy')!;
  assert.match(note, /"reset_token", "email"/);
  assert.ok(!note.includes('Zq7RtY2mWp9LkX') && !note.includes('alice'));

  const clean = new UrlScrubber(['https://example.com/about']);
  assert.equal(clean.active, false);
  const value = { title: 'token abcdef', url: 'https://example.com/?utm_source=x' };
  assert.equal(clean.value(value), value, 'nothing is rewritten for an address with nothing to clean');
  assert.equal(clean.note('x'), null);
});

test('a question quotes an address in its public form', () => {
  assert.equal(cleanUrlsIn('what is the score of https://example.com/?session=abc123 and of example.org?'), `what is the score of https://example.com/?session=${REDACTED} and of example.org?`);
});
