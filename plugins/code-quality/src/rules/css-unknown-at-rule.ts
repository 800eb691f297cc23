import { defineRule } from '@pagegrade/core';
import { csstree, sheetLabel } from '../lib/css.ts';

// At-rules of current CSS specifications, beyond those css-tree has grammars for.
const EXTRA = ['font-feature-values', 'swash', 'annotation', 'ornaments', 'stylistic', 'styleset', 'character-variant', 'historical-forms', 'top-left-corner', 'top-left', 'top-center', 'top-right', 'top-right-corner', 'bottom-left-corner', 'bottom-left', 'bottom-center', 'bottom-right', 'bottom-right-corner', 'left-top', 'left-middle', 'left-bottom', 'right-top', 'right-middle', 'right-bottom', 'custom-media', 'function', 'view-transition', 'position-try', 'starting-style', 'scope', 'layer', 'container', 'property'];
const PREPROCESSOR = new Set(['tailwind', 'apply', 'screen', 'variants', 'responsive', 'config', 'plugin', 'source', 'theme', 'utility', 'variant', 'custom-variant', 'reference', 'mixin', 'include', 'extend', 'use', 'forward', 'if', 'else', 'each', 'for', 'while', 'return', 'debug', 'warn', 'error', 'content']);

/** At-rules known to the css-tree lexer or listed above (a fact of the grammar, the same for every page). */
const KNOWN = new Set<string>([...Object.keys((csstree.lexer as unknown as { atrules: Record<string, unknown> }).atrules), ...EXTRA]);

export default defineRule({
  id: 'code-quality/css-unknown-at-rule',
  dimension: 'codeQuality',
  title: 'CSS uses only standard at-rules',
  failureTitle: 'Stylesheets contain at-rules browsers do not understand',
  description:
    'Checks the name of every at-rule (@media, @supports, @font-face …) against the at-rules defined by CSS specifications; vendor-prefixed ones (@-webkit-keyframes) are accepted. Unprocessed preprocessor directives shipped to the browser (@tailwind, @apply, Sass @include / @mixin) and obsolete ones such as @viewport are reported.',
  why: 'Browsers skip an unknown at-rule together with its whole block, so styles written inside it never apply; a shipped @apply or @tailwind means the build step that should have expanded it did not run.',
  fix: 'Run the stylesheet through its preprocessor (Tailwind, Sass, PostCSS) before deploying, correct misspelt at-rule names, and remove obsolete ones such as @viewport (use the viewport <meta> instead).',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    let atrules = 0;
    const unknown = new Map<string, number>();
    return {
      cssAtrule(node, sheet) {
        atrules++;
        const name = node.name.toLowerCase();
        if (KNOWN.has(name) || /^-(webkit|moz|ms|o)-/.test(name)) return;
        const n = unknown.get(name) ?? 0;
        unknown.set(name, n + 1);
        if (n === 0) {
          const why = PREPROCESSOR.has(name) ? ' — a preprocessor directive that was not compiled' : name === 'viewport' ? ' — obsolete; use the viewport <meta> element' : '';
          ctx.report({ stylesheet: sheet, node }, `@${name.slice(0, 40)} is not a CSS at-rule${why} (${sheetLabel(sheet)}).`);
        }
      },
      end() {
        if (!atrules) return ctx.notApplicable('The stylesheets use no at-rules.');
        return unknown.size ? undefined : ctx.pass(`${atrules} at-rule${atrules === 1 ? '' : 's'}, all standard.`);
      },
    };
  },
});
