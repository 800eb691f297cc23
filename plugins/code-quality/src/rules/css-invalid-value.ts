import { defineRule, grammarRejects } from '@pagegrade/core';
import type * as CssTree from 'css-tree';
import { csstree, hasSubstitution, hasVendorValue, sheetLabel, valueText } from '../lib/css.ts';

/** Distinct declarations validated per page at most (a bound on 50,000-rule stylesheets); repeated declarations are matched once. */
const MAX_CHECKED = 3_000;
/** Values longer than this are not validated (and not used as memo keys). */
const MAX_VALUE = 300;

/**
 * Where a value can contain var(), env(), attr() or if(): the source text of such a function
 * always holds its name followed by "(", so a value without that is not walked.
 */
const SUBSTITUTION = /(?:var|env|attr|if)\(/i;

export default defineRule({
  id: 'code-quality/css-invalid-value',
  dimension: 'codeQuality',
  title: 'CSS values are valid for their properties',
  failureTitle: 'Some CSS declarations have values their property does not accept',
  description: `Validates the value of each declaration of a known, unprefixed property against its CSS grammar with the css-tree lexer (until ${MAX_CHECKED.toLocaleString('en')} distinct declarations have been matched on a page; values over ${MAX_VALUE} characters are skipped), and checks that \`!important\` is spelt correctly. Custom properties, vendor-prefixed properties or values, and values using var(), env() or attr() are skipped because they cannot be validated statically.`,
  why: 'A declaration with an invalid value is dropped whole by the browser (`color: #ff`, `display: blocks`, five margin values), so the element keeps an inherited or default style the author did not intend — a silent bug that only shows visually.',
  fix: 'Correct the values shown in the findings; validate CSS in the build with a linter such as Stylelint.',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    let checked = 0;
    let skippedForSize = 0;
    let bad = 0;
    // property → value text → the value is invalid (memo across identical declarations)
    const memo = new Map<string, Map<string, boolean>>();
    // property name → validated name, or null when the declaration is not validated
    const names = new Map<string, string | null>();
    return {
      cssDeclaration(decl, sheet, rule) {
        // At-rule descriptors (@font-face src …) are not properties; css-tree has no grammar for them here.
        if (!rule && sheet.origin !== 'style-attribute') return;
        if (decl.important !== false && decl.important !== true) {
          bad++;
          ctx.report({ stylesheet: sheet, node: decl }, `"!${String(decl.important).slice(0, 20)}" in ${decl.property} is not !important; the declaration is dropped (${sheetLabel(sheet)}).`);
          return;
        }
        let name = names.get(decl.property);
        if (name === undefined) {
          const p = csstree.property(decl.property);
          name = p.custom || p.vendor || p.hack || !csstree.lexer.getProperty(p.name) ? null : p.name;
          names.set(decl.property, name);
        }
        if (name === null || decl.value.type === 'Raw') return;
        if (checked >= MAX_CHECKED) {
          skippedForSize++;
          return;
        }
        // The value as the author wrote it when positions are known, else the generated text.
        const loc = decl.value.loc;
        if (loc && loc.end.offset - loc.start.offset > MAX_VALUE) return;
        const text = loc ? sheet.text.slice(loc.start.offset, loc.end.offset).trim() : valueText(decl.value, MAX_VALUE + 1);
        if (text.length > MAX_VALUE) return;
        let values = memo.get(name);
        if (values === undefined) memo.set(name, (values = new Map()));
        let invalid = values.get(text);
        if (invalid === undefined) {
          checked++;
          // Vendor values and var()/env() substitutions are excused, whatever the lexer says: the
          // grammar cannot judge them before substitution.
          invalid = hasVendorValue(text) || (SUBSTITUTION.test(text) && hasSubstitution(decl.value)) ? false : grammarRejects(decl, name, text);
          values.set(text, invalid);
        }
        if (!invalid) return;
        bad++;
        ctx.report({ stylesheet: sheet, node: decl }, () => `${decl.property}: ${text.replace(/\s+/g, " ").slice(0, 80)} is not a valid value (${sheetLabel(sheet)}).`);
      },
      end() {
        if (!checked && !bad) return ctx.notApplicable('The page has no CSS declarations that can be validated.');
        const note = skippedForSize ? ` ${skippedForSize} further declarations were not validated (page limit).` : '';
        if (!bad) return ctx.pass(`${checked} distinct declarations validated.${note}`);
        return undefined;
      },
    };
  },
});
