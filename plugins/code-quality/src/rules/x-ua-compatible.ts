import { defineRule, dom } from '@pagegrade/core';

export default defineRule({
  id: 'code-quality/x-ua-compatible',
  dimension: 'codeQuality',
  title: 'No X-UA-Compatible document-mode switch',
  failureTitle: 'The page still sets Internet Explorer\'s X-UA-Compatible document mode',
  description: 'Finds `<meta http-equiv="X-UA-Compatible">` and the X-UA-Compatible response header. Only Internet Explorer (8–11) read them to choose a legacy document mode; any value other than IE=edge also asks for an old rendering engine.',
  why: 'Internet Explorer is retired and no other browser reads the switch, so it is dead configuration; values such as IE=EmulateIE7 show the page was once forced into a legacy engine and may rely on its quirks.',
  fix: 'Remove the meta element and the header; a standards-mode DOCTYPE is all current browsers need.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    let n = 0;
    for (const meta of ctx.page.index.byTag.get('meta') ?? []) {
      if ((meta.attribs['http-equiv'] ?? '').trim().toLowerCase() !== 'x-ua-compatible') continue;
      n++;
      const content = (meta.attribs['content'] ?? '').trim();
      const legacy = content && !/^ie=edge(,\s*chrome=1)?$/i.test(content) ? ' — a legacy document mode' : '';
      ctx.warn(meta, `${dom.snippet(meta, 80)}${legacy}.`);
    }
    const header = ctx.page.headersKnown ? ctx.page.headers.get('x-ua-compatible') : null;
    if (header !== null) {
      n++;
      ctx.warn(null, `X-UA-Compatible: ${header.slice(0, 60)} response header.`);
    }
    return n ? undefined : ctx.pass();
  },
});
