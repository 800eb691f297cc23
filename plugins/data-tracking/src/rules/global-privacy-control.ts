import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'data-tracking/global-privacy-control',
  dimension: 'dataTracking',
  title: 'The site declares that it honours Global Privacy Control',
  failureTitle: 'The site does not declare support for Global Privacy Control',
  description: 'Reads /.well-known/gpc.json: passes when it is a JSON object with "gpc": true (and a lastUpdate, if present, in YYYY-MM-DD form); warns when the file is missing, "gpc" is not true or lastUpdate is malformed; fails when the file is not valid JSON. Not applicable when the file was not fetched; an error when it could not be fetched.',
  why: 'Global Privacy Control is the browser signal by which visitors opt out of the sale or sharing of their data; California (CCPA regulations) and Colorado require businesses to honour it, and the well-known file tells browsers and auditors that the site does.',
  fix: 'Honour the Sec-GPC: 1 request header (treat it as an opt-out of sale/sharing and targeted advertising) and publish /.well-known/gpc.json containing {"gpc": true, "lastUpdate": "YYYY-MM-DD"} with Content-Type application/json.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['gpc'],
  references: ['https://privacycg.github.io/gpc-spec/'],
  check(ctx) {
    const res = ctx.page.resource('gpc')!;
    if (res.state === 'missing') return ctx.warning(`/.well-known/gpc.json answers ${res.status}: the site does not declare GPC support.`);
    let data: unknown;
    try {
      data = JSON.parse((res.body ?? '').slice(0, 100_000));
    } catch {
      return ctx.fail('/.well-known/gpc.json is not valid JSON.');
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) return ctx.fail('/.well-known/gpc.json is not a JSON object.');
    const obj = data as Record<string, unknown>;
    if (obj['gpc'] !== true) return ctx.warning(`/.well-known/gpc.json has "gpc": ${JSON.stringify(obj['gpc'] ?? null)}, so the site does not claim to honour GPC.`);
    const lu = obj['lastUpdate'];
    if (lu !== undefined && (typeof lu !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(lu))) return ctx.warning(`/.well-known/gpc.json has "gpc": true but lastUpdate ${JSON.stringify(lu)} is not a YYYY-MM-DD date.`);
    return ctx.pass(`"gpc": true${typeof lu === 'string' ? `, last updated ${lu}` : ''}.`);
  },
});
