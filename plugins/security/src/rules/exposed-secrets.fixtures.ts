import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './exposed-secrets.ts';

// Fake values assembled at run time, so the fixture file itself holds no credential-shaped string.
const stripe = ['sk', 'live', 'Abc123Def456Ghi789Jkl012Mno'].join('_');
const github = 'ghp' + '_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';

export default ruleFixtures(rule, [
  { name: 'publishable key only', html: '<script>Stripe("pk_live_51Hxyzxyzxyzxyzxyzxyzxyz");</script>', expect: 'pass' },
  { name: 'stripe secret inline', html: `<script>const key = "${stripe}";</script>`, expect: 'fail', finding: /Stripe live secret key \(sk_live_Abc1…\) appears in the HTML/ },
  { name: 'private key in comment', html: '<!-- -----BEGIN RSA PRIVATE KEY-----\nMIIE... -->', expect: 'fail', finding: /a private key/ },
  { name: 'token in external script', html: '<script src="/app.js"></script>', resources: { '/app.js': { headers: { 'content-type': 'text/javascript' }, body: `fetch(u, {headers: {Authorization: "token ${github}"}});` } }, expect: 'fail', finding: /GitHub token.*app\.js/ },
]);
