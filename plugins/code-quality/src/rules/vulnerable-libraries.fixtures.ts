import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './vulnerable-libraries.ts';

const js = { 'content-type': 'text/javascript' };

export default ruleFixtures(rule, [
  { name: 'current jquery from cdn', html: '<script src="https://code.jquery.com/jquery-3.7.1.min.js"></script><script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js"></script>', expect: 'pass', finding: /jQuery@3\.7\.1/ },
  { name: 'old jquery by file name', html: '<script src="/js/jquery-1.12.4.min.js"></script>', expect: 'fail', finding: /jQuery 1\.12\.4 .*CVE-2020-11022/ },
  { name: 'cdnjs path', html: '<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/3.4.1/jquery.min.js"></script>', expect: 'fail', finding: /jQuery 3\.4\.1 .*CVE-2020-11022/ },
  { name: 'angularjs banner in a bundle', html: '<script src="/bundle.js"></script>', resources: { '/bundle.js': { body: '/**\n * @license AngularJS v1.8.2\n * (c) 2010-2020 Google LLC. http://angularjs.org\n */\n(function(){})();', headers: js } }, expect: 'fail', finding: /AngularJS 1\.8\.2 .*end of life/ },
  { name: 'bootstrap 4.3.0', html: '<script src="https://stackpath.bootstrapcdn.com/bootstrap/4.3.0/js/bootstrap.min.js"></script>', expect: 'fail', finding: /CVE-2019-8331/ },
  { name: 'wordpress jquery version in the query', html: '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.4.1"></script><script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>', expect: 'fail', finding: /jQuery 3\.4\.1/, findings: 1 },
  { name: 'jquery-ui is not jquery', html: '<script src="/js/jquery-ui-1.13.2.min.js"></script>', expect: 'pass', finding: /jQuery UI@1\.13\.2/ },
  { name: 'a renamed jQuery UI custom build is jQuery UI, not jQuery', html: '<script src="/js/jquery.1.8.13.custom.min.js"></script>', expect: 'fail', finding: /^jQuery UI 1\.8\.13 .*CVE-2021-41182/, findings: 1 },
  { name: 'a version jQuery never released is not jQuery', html: '<script src="/js/jquery-1.8.13.js"></script>', expect: 'not-applicable' },
  { name: 'lodash banner credit is not underscore', html: '<script>/** @license Lodash lodash.com/license | Underscore.js 1.8.3 underscorejs.org/LICENSE */ var x;</script>', expect: 'not-applicable' },
  { name: 'no libraries', html: '<script src="/app.js"></script>', expect: 'not-applicable' },
]);
