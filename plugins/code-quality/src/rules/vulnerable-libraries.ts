import { defineRule, pageScripts } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { detectFromText, detectFromUrl, vulnerabilities, LIBRARIES, type Detection } from '../lib/libraries.ts';

interface Found {
  d: Detection;
  el: Element | null;
  where: string;
}

/** Records each library version once, with the first place it was seen. */
function add(found: Map<string, Found>, ds: Detection[], el: Element | null, where: string): void {
  for (const d of ds) {
    const key = `${d.library.name}@${d.version}`;
    if (!found.has(key)) found.set(key, { d, el, where });
  }
}

export default defineRule({
  id: 'code-quality/vulnerable-libraries',
  dimension: 'codeQuality',
  title: 'No JavaScript libraries with known vulnerabilities',
  failureTitle: 'The page loads JavaScript libraries with known vulnerabilities',
  description: `Detects the version of common front-end libraries (${LIBRARIES.map((l) => l.name).join(', ')}) from script URLs (file names and CDN paths; a version the library never released, such as jQuery 1.8.13, is not taken as that library, and a renamed "custom" build is jQuery UI's) and from license banners in inline and fetched scripts, and compares it with a table of published advisories: for example jQuery before 3.5.0 (CVE-2020-11022/11023), jQuery UI before 1.13.2, Bootstrap before 3.4.1 or 4.0–4.3.0 (CVE-2019-8331), Lodash before 4.17.21 (CVE-2021-23337), Moment.js before 2.29.4, Handlebars before 4.7.7, and every AngularJS 1.x (end of life).`,
  why: 'Attackers scan for these versions: a known cross-site scripting or prototype-pollution flaw in a library gives them a ready-made exploit on the page, and an end-of-life framework no longer receives fixes at all.',
  fix: 'Upgrade each library to at least the fixed version named in the finding (for jQuery, add jQuery Migrate while upgrading), or migrate away from end-of-life frameworks such as AngularJS.',
  impact: 'serious',
  tags: ['lighthouse:js-libraries'],
  references: ['https://nvd.nist.gov/vuln/detail/CVE-2020-11022', 'https://nvd.nist.gov/vuln/detail/CVE-2019-8331', 'https://nvd.nist.gov/vuln/detail/CVE-2021-23337'],
  check(ctx) {
    const page = ctx.page;
    const found = new Map<string, Found>();
    for (const s of pageScripts(page)) {
      if (!s.src) continue;
      // A script whose address names a library and version is judged on that address.
      const ds = detectFromUrl(page.resolveUrl(s.src) ?? s.src);
      if (ds.length) add(found, ds, s.element, s.src.slice(0, 120));
    }
    for (const s of page.scripts) {
      // Banners sit in the first kilobytes of a library; bundles concatenate several.
      const ds = detectFromText(s.text);
      if (ds.length) add(found, ds, s.element, s.origin === 'external' ? s.url : `inline script at line ${s.baseLine}`);
    }
    if (!found.size) return ctx.notApplicable('No known library version was detected in the page\'s scripts.');
    let bad = 0;
    for (const { d, el, where } of found.values()) {
      const v = vulnerabilities(d);
      if (!v.advisories.length && !v.endOfLife) continue;
      bad++;
      const issues = v.advisories.map((a) => `${a.id}: ${a.summary} (fixed in ${a.fixed})`);
      if (v.endOfLife) issues.push(v.endOfLife);
      ctx.report(el, `${d.library.name} ${d.version} (${where}) — ${issues.join('; ')}.`);
    }
    if (bad) return undefined;
    return ctx.pass(`Detected ${[...found.keys()].join(', ')}: no known vulnerabilities.`);
  },
});
