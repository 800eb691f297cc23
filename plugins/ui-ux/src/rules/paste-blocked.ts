import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { describeControl } from '../lib/forms.ts';

const CANCELS = /return\s+false|preventDefault/;

export default defineRule({
  id: 'ui-ux/paste-blocked',
  dimension: 'uiux',
  title: 'Fields allow pasting',
  failureTitle: 'Some fields prevent pasting',
  description:
    'Fails for an onpaste attribute that returns false or calls preventDefault on an input, textarea, form or body. ' +
    'A script that registers a "paste" listener calling preventDefault (or sets onpaste) is needs-review: it may sanitise pasted content rather than block it. Otherwise passes.',
  why: 'Blocking paste stops people from pasting long generated passwords from a password manager, email addresses and account numbers, and forces error-prone retyping; NCSC and NIST advise against it.',
  fix: 'Remove the paste handlers; if you must validate, do it after the paste on input events instead of cancelling it.',
  impact: 'moderate',
  tags: ['lighthouse:paste-preventing-inputs'],
  // The call handler only cares about this name (the assignment handler sees every assignment).
  jsNames: ['addEventListener'],
  create(ctx) {
    const scripted: string[] = [];
    const check = (el: Element) => {
      const v = dom.attr(el, 'onpaste');
      if (v !== null && CANCELS.test(v.slice(0, 500))) ctx.report(el, `${el.name === 'input' || el.name === 'textarea' ? describeControl(el) : `<${el.name}>`} cancels paste (onpaste="${v.slice(0, 40)}").`);
    };
    return {
      element: { input: check, textarea: check, form: check, body: check },
      js: {
        CallExpression(node, script) {
          const callee = node['callee'];
          if (callee?.type !== 'MemberExpression' || callee.property?.name !== 'addEventListener') return;
          const first = node['arguments']?.[0];
          if (first?.type !== 'Literal' || first.value !== 'paste') return;
          const fn = node['arguments']?.[1];
          const body = fn && typeof fn.start === 'number' ? script.text.slice(fn.start, Math.min(fn.end, fn.start + 3000)) : '';
          if (CANCELS.test(body)) scripted.push(script.origin === 'inline' ? 'an inline script' : script.url);
        },
        AssignmentExpression(node, script) {
          const left = node['left'];
          if (left?.type === 'MemberExpression' && left.property?.name === 'onpaste') {
            const right = node['right'];
            const body = right && typeof right.start === 'number' ? script.text.slice(right.start, Math.min(right.end, right.start + 3000)) : '';
            if (CANCELS.test(body)) scripted.push(script.origin === 'inline' ? 'an inline script' : script.url);
          }
        },
      },
      end() {
        if (scripted.length) return ctx.needsReview(`A script cancels paste events (${scripted.length} handler(s), first in ${scripted[0]}); check that fields still accept pasted text.`);
        return undefined;
      },
    };
  },
});
