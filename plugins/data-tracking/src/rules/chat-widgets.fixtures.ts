import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './chat-widgets.ts';

export default ruleFixtures(rule, [
  { name: 'no chat', html: '<a href="/contact">Contact us</a>', expect: 'pass' },
  { name: 'Intercom widget', html: '<script src="https://widget.intercom.io/widget/abc123"></script>', expect: 'warn', finding: /Intercom/ },
  { name: 'Tawk.to snippet', html: "<script>var s1=document.createElement('script');s1.src='https://embed.tawk.to/abc/default';document.head.appendChild(s1);</script>", expect: 'warn', finding: /Tawk\.to/ },
]);
