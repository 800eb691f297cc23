import { defineRule, dom } from '@pagegrade/core';

export default defineRule({
  id: 'code-quality/style-in-body',
  dimension: 'codeQuality',
  title: '<style> elements are in the <head>',
  failureTitle: '<style> elements appear in the document body',
  description: 'Checks that every <style> element (other than those inside <svg> or <template>) is in the <head>, the only place the HTML standard allows it.',
  why: 'A <style> met halfway through the body makes the browser recalculate styles for everything already parsed, can make content flash unstyled and then jump, and scatters the design across the markup.',
  fix: 'Move the rules into a <style> in the <head> or into a stylesheet; for per-component styles use a build step that collects them into the head.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const styles = ctx.page.index.byTag.get('style') ?? [];
    if (!styles.length) return ctx.notApplicable('The page has no <style> elements.');
    const hasHead = (ctx.page.index.byTag.get('head')?.length ?? 0) > 0;
    const body = ctx.page.index.byTag.get('body')?.[0];
    let n = 0;
    for (const s of styles) {
      const anc = dom.ancestors(s);
      if (anc.some((a) => a.name === 'svg' || a.name === 'template')) continue;
      const inHead = anc.some((a) => a.name === 'head');
      const inBody = body ? anc.includes(body) : false;
      if (inHead || (!inBody && !hasHead)) continue;
      if (!inBody && body && (body.startIndex ?? 0) > (s.startIndex ?? 0)) continue;
      n++;
      ctx.warn(s, `<style> at line ${ctx.page.position(s.startIndex ?? 0).line} is in the body (${s.children.reduce((n, c) => n + (dom.isText(c) ? c.data.length : 0), 0)} characters).`);
    }
    return n ? undefined : ctx.pass();
  },
});
