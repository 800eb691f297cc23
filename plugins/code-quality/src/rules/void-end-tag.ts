import { defineRule } from '@pagegrade/core';

/** The void elements of HTML. */
const VOID_NAMES = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'];
/**
 * An end tag of a void element at a given offset: "</", the name in any ASCII case (the i flag
 * without u folds no non-ASCII character to ASCII), then ">", white space or "/". Tried (sticky)
 * only where the source has "</": a search for those two characters runs faster over the whole
 * page than a regular expression looking for all fourteen names at every position.
 */
const VOID_END_TAG = new RegExp(`</(${VOID_NAMES.join('|')})[> \t\n\r/]`, 'iy');
/**
 * The first two letters of the void names, lower-cased, as (first << 8 | second). Most end tags
 * (</div>, </span>, </a>, </p>) are ruled out by them without running the pattern. ORing 0x20
 * lower-cases ASCII letters and turns no other character into one, so this filter lets through
 * every end tag the case-insensitive pattern matches.
 */
const VOID_PREFIXES = new Set(VOID_NAMES.map((n) => (n.charCodeAt(0) << 8) | n.charCodeAt(1)));
/** Elements whose content is raw text: an end tag inside them is just text. */
const RAW = ['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext'];

export default defineRule({
  id: 'code-quality/void-end-tag',
  dimension: 'codeQuality',
  title: 'Void elements have no end tags',
  failureTitle: 'The markup closes void elements such as <br> or <img> with an end tag',
  description: 'Scans the HTML source (outside scripts, styles and other raw-text elements) for end tags of void elements — </br>, </img>, </input>, </meta>, </link>, </hr> and the rest — which have no end tag in HTML.',
  why: 'HTML is not XHTML: browsers ignore `</img>` or `</input>`, but turn `</br>` into a second line break, so `<br></br>` renders two blank lines; the tags also show the markup was written for an XML parser the page is not served to.',
  fix: 'Delete the end tags; write `<br>` (or `<br />`) alone.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/syntax.html#void-elements'],
  create(ctx) {
    return {
      end() {
        const page = ctx.page;
        const html = page.html;
        // Raw-text ranges, sorted by start, to skip "</br>" inside scripts and styles.
        const ranges: Array<[number, number]> = [];
        for (const name of RAW) for (const el of page.index.byTag.get(name) ?? []) ranges.push([el.startIndex ?? 0, el.endIndex ?? 0]);
        ranges.sort((a, b) => a[0] - b[0]);
        // Merge into disjoint ranges so one moving pointer answers "inside raw text?".
        const merged: Array<[number, number]> = [];
        for (const [a, b] of ranges) {
          const last = merged[merged.length - 1];
          if (last && a <= last[1]) last[1] = Math.max(last[1], b);
          else merged.push([a, b]);
        }
        let r = 0;
        const counts = new Map<string, { count: number; offset: number }>();
        const re = VOID_END_TAG;
        // A match holds no "<" after its first character, so the next search can start past "</".
        for (let at = html.indexOf('</'); at !== -1; at = html.indexOf('</', at + 2)) {
          if (!VOID_PREFIXES.has(((html.charCodeAt(at + 2) | 0x20) << 8) | (html.charCodeAt(at + 3) | 0x20))) continue;
          re.lastIndex = at;
          const m = re.exec(html);
          if (m === null) continue;
          while (r < merged.length && merged[r]![1] < at) r++;
          if (r < merged.length && merged[r]![0] <= at) {
            // Inside raw text: nothing up to the end of that element is an end tag.
            at = Math.max(at, merged[r]![1] - 1);
            continue;
          }
          const name = m[1]!.toLowerCase();
          const hit = counts.get(name);
          if (hit) hit.count++;
          else counts.set(name, { count: 1, offset: at });
        }
        if (!counts.size) return ctx.pass();
        for (const [name, { count, offset }] of counts) {
          const pos = page.position(offset);
          const effect = name === 'br' ? 'browsers turn each into an extra line break' : 'browsers ignore them';
          ctx.report({ line: pos.line, column: pos.column }, `${count} </${name}> end tag${count === 1 ? '' : 's'} (first at line ${pos.line}); ${effect}.`);
        }
        return undefined;
      },
    };
  },
});
