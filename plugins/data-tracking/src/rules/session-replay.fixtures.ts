import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './session-replay.ts';

const hotjar = "<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:123,hjsv:6};r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;o.head.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>";

export default ruleFixtures(rule, [
  { name: 'no replay tool', html: '<script src="https://plausible.io/js/script.js" defer></script>', expect: 'pass' },
  { name: 'Hotjar snippet', html: hotjar, expect: 'warn', finding: /Hotjar/ },
  { name: 'Microsoft Clarity', html: '<script async src="https://www.clarity.ms/tag/abc123"></script>', expect: 'warn', finding: /Microsoft Clarity/ },
  { name: 'held back until consent', html: '<script type="text/plain" data-category="analytics" src="https://www.clarity.ms/tag/abc123"></script>', expect: 'pass' },
]);
