import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';

const EVENTS = ['oncopy', 'oncut', 'oncontextmenu', 'onselectstart', 'ondragstart'];
const CANCELS = /return\s+false|preventDefault/;
const JS_EVENTS = new Set(['copy', 'cut', 'contextmenu', 'selectstart']);

function globalTarget(node: any): string | null {
  // document.addEventListener / window.addEventListener / document.body.addEventListener / addEventListener(…)
  const obj = node?.object;
  if (!obj) return 'window';
  if (obj.type === 'Identifier' && (obj.name === 'document' || obj.name === 'window')) return obj.name;
  if (obj.type === 'MemberExpression' && obj.object?.name === 'document' && (obj.property?.name === 'body' || obj.property?.name === 'documentElement')) return `document.${obj.property.name}`;
  return null;
}

export default defineRule({
  id: 'ui-ux/copy-blocked',
  dimension: 'uiux',
  title: 'Copying and the context menu are not blocked',
  failureTitle: 'The page blocks copying, text selection or the context menu',
  description:
    'Fails for oncopy, oncut, oncontextmenu, onselectstart or ondragstart attributes that return false or call preventDefault on html, body or main content containers (main, article). ' +
    'A script that cancels copy, cut, contextmenu or selectstart events on document, window or body warns (a custom context menu in a web app may be deliberate). Otherwise passes.',
  why: 'Disabling right-click and copying breaks open-in-new-tab, translation, dictionary look-ups, accessibility extensions and quoting, while protecting nothing: the content is in the page source.',
  fix: 'Remove the blocking handlers. To protect images or text, rely on licensing and watermarks instead.',
  impact: 'moderate',
  tags: ['best-practice'],
  // The call handler only cares about this name: the engine calls it for nothing else.
  jsNames: ['addEventListener'],
  create(ctx) {
    const scripted: string[] = [];
    const check = (el: Element) => {
      for (const ev of EVENTS) {
        const v = dom.attr(el, ev);
        if (v !== null && CANCELS.test(v.slice(0, 500))) ctx.report(el, `<${el.name} ${ev}="${v.slice(0, 40)}"> blocks ${ev.slice(2)} on the whole ${el.name === 'html' || el.name === 'body' ? 'page' : 'content'}.`);
      }
    };
    return {
      element: { html: check, body: check, main: check, article: check },
      js: {
        CallExpression(node, script) {
          const callee = node['callee'];
          let target: string | null = null;
          if (callee?.type === 'Identifier' && callee.name === 'addEventListener') target = 'window';
          else if (callee?.type === 'MemberExpression' && callee.property?.name === 'addEventListener') target = globalTarget(callee);
          if (!target) return;
          const first = node['arguments']?.[0];
          if (first?.type !== 'Literal' || !JS_EVENTS.has(first.value)) return;
          const fn = node['arguments']?.[1];
          const body = fn && typeof fn.start === 'number' ? script.text.slice(fn.start, Math.min(fn.end, fn.start + 3000)) : '';
          if (CANCELS.test(body)) {
            scripted.push(`${first.value} on ${target}`);
            ctx.warn({ script, offset: node.start }, `A script cancels "${first.value}" events on ${target}.`);
          }
        },
      },
    };
  },
});
