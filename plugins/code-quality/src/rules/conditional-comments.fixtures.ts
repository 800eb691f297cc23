import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './conditional-comments.ts';

export default ruleFixtures(rule, [
  { name: 'no conditional comments', html: '<!-- layout --><p>x</p>', expect: 'pass' },
  { name: 'html5shiv for old IE', html: '<head>\n<!--[if lt IE 9]><script src="html5shiv.js"></script><![endif]-->\n</head>', expect: 'warn', finding: /1 conditional comment; first at line 2/ },
  { name: 'downlevel-revealed form', html: '<![if !IE]><link rel="stylesheet" href="modern.css"><![endif]>', expect: 'warn', finding: /if !IE/ },
]);
