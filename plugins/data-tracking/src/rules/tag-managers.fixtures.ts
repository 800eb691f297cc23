import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tag-managers.ts';

const gtm = (id: string) => `<script>(function(w,d,s,l,i){var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export default ruleFixtures(rule, [
  { name: 'one GTM container', html: gtm('GTM-ABC1234'), expect: 'pass', finding: /GTM-ABC1234/ },
  { name: 'two GTM containers', html: gtm('GTM-ABC1234') + gtm('GTM-XYZ9876'), expect: 'warn', finding: /2 Google Tag Manager containers/ },
  { name: 'GTM and Tealium', html: '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234"></script><script src="https://tags.tiqcdn.com/utag/acme/main/prod/utag.js"></script>', expect: 'warn', finding: /2 tag managers/ },
  { name: 'the Google tag for GA4 is not a tag manager', html: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>', expect: 'not-applicable' },
  { name: 'no tag manager', html: '<p>x</p>', expect: 'not-applicable' },
]);
