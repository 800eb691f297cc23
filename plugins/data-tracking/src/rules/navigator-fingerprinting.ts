import { defineRule, jsObjectName, jsPropertyName, type Script } from '@pagegrade/core';
import { coverageNote, perScript, scriptLabel, warnAt } from '../lib/js.ts';

/** Navigator properties with high identifying power and little use outside fingerprinting. */
const SIGNALS = new Set(['plugins', 'mimeTypes', 'hardwareConcurrency', 'deviceMemory', 'getBattery', 'cpuClass', 'oscpu', 'buildID', 'productSub', 'vendorSub', 'maxTouchPoints', 'platform', 'languages', 'doNotTrack', 'userAgentData']);
/** Distinct signals one script must read before it looks like enumeration (this project's threshold). */
const MIN_SIGNALS = 5;

export default defineRule({
  id: 'data-tracking/navigator-fingerprinting',
  dimension: 'dataTracking',
  title: 'No script enumerates device properties',
  failureTitle: 'A script collects many device properties, as fingerprinting libraries do',
  description: `Inspects scripts for reads of identifying navigator properties (plugins, mimeTypes, hardwareConcurrency, deviceMemory, getBattery, cpuClass, oscpu, buildID, productSub, vendorSub, maxTouchPoints, platform, languages, doNotTrack, userAgentData) and warns when one script reads at least ${MIN_SIGNALS} distinct ones. Not applicable when the page has no script to inspect.`,
  why: 'Each property narrows down the device a little; combined they identify most browsers uniquely (EFF Panopticlick/Cover Your Tracks), which lets a site or vendor recognise visitors without cookies.',
  fix: 'Read only the properties a feature needs, and remove analytics or "device intelligence" code that collects them wholesale; if fraud prevention requires it, limit it to the relevant flows and disclose it.',
  impact: 'moderate',
  tags: ['best-practice'],
  // The JS handlers only care about these names: the engine calls them for nothing else.
  jsNames: [...SIGNALS],
  create(ctx) {
    const state = new Map<Script, { props: Set<string>; offset: number }>();
    return {
      js: {
        MemberExpression(node, script) {
          const obj = jsObjectName(node);
          if (obj !== 'navigator' && obj !== 'clientInformation') return;
          const p = jsPropertyName(node);
          if (!p || !SIGNALS.has(p)) return;
          const s = perScript(state, script, () => ({ props: new Set<string>(), offset: node.start as number }));
          s.props.add(p);
        },
      },
      end() {
        if (!ctx.page.scripts.some((s) => s.ast)) return ctx.notApplicable('The page has no script that could be inspected.');
        let warned = 0;
        for (const [script, s] of state) {
          if (s.props.size >= MIN_SIGNALS) warned += warnAt(ctx, { script, offset: s.offset }, `${scriptLabel(script)} reads navigator.${[...s.props].join(', navigator.')}.`);
        }
        if (warned > 0) return undefined;
        return ctx.pass(`No script reads many identifying navigator properties; ${coverageNote(ctx.page)}`);
      },
    };
  },
});
