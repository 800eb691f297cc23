import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './visitor-identification.ts';

export default ruleFixtures(rule, [
  { name: 'none', html: '<script src="/app.js"></script>', expect: 'pass' },
  { name: 'Leadfeeder tracker', html: "<script>(function(ss,ex){window.ldfdr=window.ldfdr||function(){};var s=document.createElement('script');s.src='https://sc.lfeeder.com/lftracker_v1_abc.js';document.head.appendChild(s);})();</script>", expect: 'warn', finding: /Leadfeeder/ },
  { name: 'Clearbit Reveal', html: '<script src="https://tag.clearbitscripts.com/v1/pk_abc/tags.js"></script>', expect: 'warn', finding: /Clearbit/ },
]);
