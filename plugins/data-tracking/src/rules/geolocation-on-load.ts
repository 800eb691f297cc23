import { pageCallsAtLoad, defineRule, jsCalleeName, type Script } from '@pagegrade/core';
import { scriptLabel } from '../lib/js.ts';

type Node = Record<string, any>;

const CALLS = new Set(['getCurrentPosition', 'watchPosition']);

function isGeolocationCall(call: Node): boolean {
  return CALLS.has(jsCalleeName(call) ?? '');
}

export default defineRule({
  id: 'data-tracking/geolocation-on-load',
  dimension: 'dataTracking',
  title: 'The page does not ask for the location on load',
  failureTitle: 'The page requests the visitor\'s location as soon as it loads',
  description: 'Finds navigator.geolocation.getCurrentPosition() and watchPosition() calls in code that runs while the page loads rather than in answer to the visitor: top-level statements, immediately invoked functions, handlers of load, DOMContentLoaded, readystatechange and pageshow (and jQuery\'s ready), timer and promise callbacks, and functions the script calls from there by name. Calls in other functions (click handlers, callbacks of libraries) are taken to run later. A static approximation of Lighthouse\'s geolocation-on-start audit. Not applicable when no inspected script uses geolocation.',
  why: 'A location prompt without context is usually refused and, when accepted out of habit, hands over precise location data the visitor did not mean to share for this page.',
  fix: 'Ask for the location only when the visitor uses a feature that needs it (e.g. a "Find stores near me" button), and explain why first.',
  impact: 'moderate',
  tags: ['lighthouse:geolocation-on-start'],
  check(ctx) {
    const { scripts, found } = pageCallsAtLoad(ctx.page.scripts, ['getCurrentPosition', 'watchPosition'], isGeolocationCall);
    if (scripts === 0) return ctx.notApplicable('No inspected script uses the Geolocation API.');
    for (const { script, call, context } of found) ctx.warn({ script: script as Script, offset: call.start as number }, `${scriptLabel(script)} calls ${jsCalleeName(call)}() while the page loads (${context}).`);
    if (found.length > 0) return undefined;
    return ctx.pass('Geolocation is only requested from functions that run later (event handlers or callbacks).');
  },
});
