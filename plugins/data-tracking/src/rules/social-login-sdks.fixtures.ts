import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './social-login-sdks.ts';

export default ruleFixtures(rule, [
  { name: 'plain OAuth link', html: '<a href="https://accounts.google.com/o/oauth2/v2/auth?client_id=1">Sign in with Google</a>', expect: 'pass' },
  { name: 'Google Identity Services', html: '<script src="https://accounts.google.com/gsi/client" async></script><div id="g_id_onload" data-client_id="1"></div>', expect: 'warn', finding: /Google Identity Services/ },
  { name: 'Facebook SDK injected by snippet', html: "<script>(function(d,s,id){var js=d.createElement(s);js.src='https://connect.facebook.net/en_US/sdk.js';d.head.appendChild(js);}(document,'script','facebook-jssdk'));</script>", expect: 'warn', finding: /Facebook Login SDK/ },
]);
