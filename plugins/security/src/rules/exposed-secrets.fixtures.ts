import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './exposed-secrets.ts';

// Fake values assembled at run time, so the fixture file itself holds no credential-shaped string.
const stripe = ['sk', 'live', 'Abc123Def456Ghi789Jkl012Mno'].join('_');
const github = 'ghp' + '_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
// One of each other format, to pin the literal pre-scan to the expression (each must be found).
const restricted = ['rk', 'live', 'Abc123Def456Ghi789Jkl012Mno'].join('_');
const githubPat = ['github', 'pat', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v2W3x4Y5z6A7b8C9d0E1'].join('_');
const githubServer = 'ghs' + '_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const slack = 'xo' + 'xb-1234567890-abcdefABCDEF';
const aws = 'AK' + 'IAABCDEFGHIJ234567';
const sendgrid = 'SG' + '.abcdefghijABCDEFGHIJ12.abcdefghijABCDEFGHIJabcdefghijABCDEFGHIJ123';
const openai = 'sk-' + 'proj-abcdefghijABCDEFGHIJ12345' + 'T3Blbk' + 'FJabcdef';
const pem = '-----BEGIN ' + 'PRIVATE KEY-----';

export default ruleFixtures(rule, [
  { name: 'publishable key only', html: '<script>Stripe("pk_live_51Hxyzxyzxyzxyzxyzxyzxyz");</script>', expect: 'pass' },
  { name: 'stripe secret inline', html: `<script>const key = "${stripe}";</script>`, expect: 'fail', finding: /Stripe live secret key \(sk_live_Abc1…\) appears in the HTML/ },
  { name: 'private key in comment', html: '<!-- -----BEGIN RSA PRIVATE KEY-----\nMIIE... -->', expect: 'fail', finding: /a private key/ },
  { name: 'token in external script', html: '<script src="/app.js"></script>', resources: { '/app.js': { headers: { 'content-type': 'text/javascript' }, body: `fetch(u, {headers: {Authorization: "token ${github}"}});` } }, expect: 'fail', finding: /GitHub token.*app\.js/ },
  { name: 'stripe restricted key', html: `<p>${restricted}</p>`, expect: 'fail', finding: /Stripe live restricted key/ },
  { name: 'github fine-grained token', html: `<p>${githubPat}</p>`, expect: 'fail', finding: /GitHub token/ },
  { name: 'github token at the very start', html: githubServer, bare: true, expect: 'fail', finding: /GitHub token/ },
  { name: 'slack token', html: `<p>${slack}</p>`, expect: 'fail', finding: /Slack token/ },
  { name: 'aws key id', html: `<p>${aws}</p>`, expect: 'fail', finding: /AWS access key ID/ },
  { name: 'sendgrid key', html: `<p>${sendgrid}</p>`, expect: 'fail', finding: /SendGrid API key/ },
  { name: 'openai key', html: `<p>${openai}</p>`, expect: 'fail', finding: /OpenAI API key/ },
  { name: 'private key at the very start', html: pem, bare: true, expect: 'fail', finding: /a private key/ },
]);
