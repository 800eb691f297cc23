import { pageCallsAtLoad, defineRule, jsPropertyName, type LoadTimeCall, type RuleContext, type Script } from '@pagegrade/core';

type Node = Record<string, any>;

/** `Notification` itself, or read off the global object (`window.Notification`). */
function isNotificationGlobal(node: Node | undefined): boolean {
  if (node?.type === 'Identifier') return node.name === 'Notification';
  return jsPropertyName(node) === 'Notification' && node!.object?.type === 'Identifier' && (node!.object.name === 'window' || node!.object.name === 'self' || node!.object.name === 'globalThis');
}

/**
 * The two calls that make the browser ask for the notification permission:
 * `Notification.requestPermission()` and `<registration>.pushManager.subscribe()` (subscribing to
 * push asks for it when it has not been granted). Other `subscribe` calls (observables, stores)
 * are not on a `pushManager`.
 */
function asksPermission(call: Node): boolean {
  const callee = call.callee as Node;
  if (callee?.type !== 'MemberExpression') return false;
  const method = jsPropertyName(callee);
  if (method === 'requestPermission') return isNotificationGlobal(callee.object);
  return method === 'subscribe' && jsPropertyName(callee.object) === 'pushManager';
}

function describe(script: Script, found: LoadTimeCall): string {
  const what = jsPropertyName(found.call.callee) === 'subscribe' ? 'pushManager.subscribe()' : 'Notification.requestPermission()';
  return `${script.origin === 'external' ? script.url : 'An inline script'} calls ${what} while the page loads (${found.context}).`;
}

function report(ctx: RuleContext, script: Script, found: LoadTimeCall): void {
  ctx.report({ script, offset: found.call.start as number }, () => describe(script, found));
}

export default defineRule({
  id: 'ui-ux/notification-on-start',
  dimension: 'uiux',
  title: 'The page does not ask for notification permission on load',
  failureTitle: 'The page asks for permission to send notifications as soon as it loads',
  description: 'Finds Notification.requestPermission() and pushManager.subscribe() calls in code that runs while the page loads rather than in answer to the visitor: top-level statements, immediately invoked functions, handlers of load, DOMContentLoaded, readystatechange and pageshow (and jQuery\'s ready), timer and promise callbacks, and functions the script calls from there by name. Calls in other functions (click handlers, callbacks of libraries) are taken to run later. Not applicable when no inspected script asks for the permission.',
  why: 'A permission prompt that appears before the visitor has done anything has no context: most people dismiss or block it, and browsers answer sites whose prompts are often refused with quieter prompts or none at all.',
  fix: 'Ask for the permission only when the visitor chooses a feature that needs it (a "Notify me" button), after explaining what they will receive.',
  impact: 'moderate',
  tags: ['lighthouse:notification-on-start'],
  check(ctx) {
    const { scripts, found } = pageCallsAtLoad(ctx.page.scripts, ['requestPermission', 'pushManager'], asksPermission);
    if (scripts === 0) return ctx.notApplicable('No inspected script asks for the notification permission.');
    for (const call of found) report(ctx, call.script, call);
    if (found.length > 0) return undefined;
    return ctx.pass('The notification permission is only requested from functions that run later (event handlers or callbacks).');
  },
});
