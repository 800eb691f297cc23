import type * as CssTree from 'css-tree';
import type { Element } from 'domhandler';
import { csstree, cssListHead, defineRule, pageRegistrableDomain, registrableDomain, type FindingTarget, type Page, type Script, type Stylesheet } from '@pagegrade/core';
import { baselineTables, BUILTINS, describeStatus, GLOBAL_INTERFACES, WEB_FEATURES_VERSION, widelyAvailableBy, type BaselineTables, type KeyStatus } from '../lib/baseline.ts';

type Node = Record<string, any>;

/** The first place a page uses a key, for the finding. */
interface Use {
  status: KeyStatus;
  target: FindingTarget;
  /** What the page writes, e.g. `<dialog>`, `container-type`, `navigator.share()`. */
  what: string;
}

/** What a script uses and what it tests for, until the walk moves on to the next script. */
interface ScriptUses {
  script: Script;
  firstParty: boolean;
  uses: Map<string, Use>;
  /** Keys the script tests for (`'share' in navigator`, `typeof URLPattern`, `if (navigator.share)`). */
  probed: Set<string>;
  /** Names the script declares itself (a class URLPattern of its own is not the browser's). */
  declared: Set<string>;
}

/** The character after a node, past white space: how the code goes on to use what it names. */
function nextChar(text: string, end: number): string {
  let i = end;
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r')) i++;
  return text.slice(i, i + 2);
}

/**
 * Collects the page's uses of features that are not Baseline widely available. One collector per
 * page (the rule's state); HTML is read from the index in `end`, CSS and JS from the walk.
 */
class Collector {
  readonly found = new Map<string, Use>();
  /** Keys newly available long enough ago, by the capture time, to count as widely available. */
  private readonly matured = new Set<KeyStatus>();
  private readonly t: BaselineTables = baselineTables();
  /** Ranges of @supports rules per sheet: what they hold is used only where supported. */
  private readonly supports = new Map<Stylesheet, Array<[number, number]>>();
  private current: ScriptUses | null = null;

  constructor(private readonly page: Page) {}

  /** Keeps the first use of each feature (by web-features id): one warning per feature. */
  private add(status: KeyStatus | undefined, target: FindingTarget, what: string): void {
    if (!status || this.found.has(status.feature) || this.matured.has(status)) return;
    if (widelyAvailableBy(status, this.page.fetchedAt)) {
      this.matured.add(status);
      return;
    }
    this.found.set(status.feature, { status, target, what });
  }

  html(): void {
    const { index } = this.page;
    for (const [tag, els] of index.byTag) this.add(this.t.elements.get(tag), els[0]!, `<${tag}>`);
    for (const [attr, els] of index.byAttribute) {
      const global = this.t.globalAttributes.get(attr);
      if (!global && !this.t.attributeNames.has(attr)) continue;
      if (global) this.add(global, els[0]!, `the ${attr} attribute`);
      for (const el of els) this.attribute(el, attr);
    }
  }

  private attribute(el: Element, attr: string): void {
    const own = this.t.attributes.get(el.name)?.get(attr);
    if (own) this.add(own, el, `the ${attr} attribute of <${el.name}>`);
    const values = this.t.attributeValues.get(el.name)?.get(attr);
    if (!values) return;
    const raw = el.attribs[attr] ?? '';
    // rel takes several tokens; the others one value.
    for (const v of attr === 'rel' ? raw.toLowerCase().split(/\s+/) : [raw.trim().toLowerCase()]) {
      const s = values.get(v);
      if (s) this.add(s, el, `${attr}="${v}" on <${el.name}>`);
    }
  }

  private inSupports(sheet: Stylesheet, node: CssTree.CssNode): boolean {
    const ranges = this.supports.get(sheet);
    const at = node.loc?.start.offset;
    if (!ranges || at === undefined) return false;
    for (const [from, to] of ranges) if (at >= from && at < to) return true;
    return false;
  }

  atrule(node: CssTree.Atrule, sheet: Stylesheet): void {
    const name = node.name.toLowerCase();
    if (name === 'supports' && node.loc) {
      const list = this.supports.get(sheet) ?? [];
      list.push([node.loc.start.offset, node.loc.end.offset]);
      this.supports.set(sheet, list);
      return;
    }
    if (this.inSupports(sheet, node)) return;
    this.add(this.t.atRules.get(name), { stylesheet: sheet, node }, `@${name}`);
    if ((name === 'media' || name === 'import') && node.prelude) {
      csstree.walk(node.prelude, (n: CssTree.CssNode) => {
        if (n.type === 'Feature') {
          const feature = n.name.toLowerCase().replace(/^(min|max)-/, '');
          this.add(this.t.mediaFeatures.get(feature), { stylesheet: sheet, node }, `the ${feature} media feature`);
        }
      });
    }
  }

  rule(node: CssTree.Rule, sheet: Stylesheet): void {
    if (node.prelude.type !== 'SelectorList' || this.inSupports(sheet, node)) return;
    this.selectors(node.prelude.children, sheet, node, 0);
  }

  /** Pseudo-classes and pseudo-elements of a selector list, and of the selectors they take (`:is(…)`). */
  private selectors(list: CssTree.List<CssTree.CssNode> | null | undefined, sheet: Stylesheet, rule: CssTree.Rule, depth: number): void {
    for (let item = cssListHead(list); item !== null; item = item.next) {
      const n = item.data;
      if (n.type === 'Selector') this.selectors(n.children, sheet, rule, depth);
      else if (n.type === 'PseudoClassSelector' || n.type === 'PseudoElementSelector') {
        const name = n.name.toLowerCase();
        const status = this.t.selectors.get(name);
        if (status) this.add(status, { stylesheet: sheet, node: rule }, n.type === 'PseudoClassSelector' ? `:${name}` : `::${name}`);
        if (n.children && depth < 8) this.selectors(n.children, sheet, rule, depth + 1);
      } else if (n.type === 'SelectorList' && depth < 8) this.selectors(n.children, sheet, rule, depth + 1);
    }
  }

  declaration(node: CssTree.Declaration, sheet: Stylesheet): void {
    const property = node.property.toLowerCase();
    if (property.startsWith('--') || POINTER_ONLY.has(property) || this.inSupports(sheet, node)) return;
    const status = this.t.properties.get(property);
    if (status) this.add(status, { stylesheet: sheet, node }, `the ${property} property`);
    if (node.value.type === 'Value') this.value(node.value.children, property, sheet, node, 0);
  }

  private value(children: CssTree.List<CssTree.CssNode>, property: string, sheet: Stylesheet, decl: CssTree.Declaration, depth: number): void {
    const values = depth === 0 ? this.t.values.get(property) : undefined;
    for (let item = cssListHead(children); item !== null; item = item.next) {
      const n = item.data;
      if (n.type === 'Identifier') {
        const status = values?.get(n.name.toLowerCase());
        if (status) this.add(status, { stylesheet: sheet, node: decl }, `${property}: ${n.name.toLowerCase()}`);
      } else if (n.type === 'Function') {
        const fn = n.name.toLowerCase();
        const status = this.t.functions.get(fn);
        if (status) this.add(status, { stylesheet: sheet, node: decl }, `${fn}()`);
        // Nested functions (calc(… min() …)) are few; deeper than this is not real CSS.
        if (depth < 8) this.value(n.children, property, sheet, decl, depth + 1);
      } else if (n.type === 'Dimension') {
        const unit = n.unit.toLowerCase();
        const status = this.t.units.get(unit);
        if (status) this.add(status, { stylesheet: sheet, node: decl }, `the ${unit} unit`);
      }
    }
  }

  /** The script's record, started when the walk reaches it (scripts are walked one after another). */
  private scriptUses(script: Script): ScriptUses | null {
    if (this.current?.script !== script) {
      this.flush();
      const own = pageRegistrableDomain(this.page);
      const firstParty = script.origin === 'inline' || (own !== null && registrableDomain(script.url) === own);
      this.current = { script, firstParty, uses: new Map(), probed: new Set(), declared: new Set() };
    }
    return this.current.firstParty ? this.current : null;
  }

  /** Moves a script's uses to the page's, less what it tests for or declares itself. */
  flush(): void {
    const s = this.current;
    if (!s) return;
    for (const [key, use] of s.uses) {
      if (s.probed.has(key)) continue;
      const root = use.what.split(/[.(]/)[0]!.replace(/^new /, '');
      if (s.declared.has(root)) continue;
      this.add(use.status, use.target, use.what);
    }
    this.current = null;
  }

  /** `navigator.share`, `Object.groupBy`, `window.URLPattern`: used when called or read further, tested otherwise. */
  member(node: Node, script: Script): void {
    const object = node.object as Node;
    if (object?.type !== 'Identifier' || node.computed) return;
    const owner = GLOBAL_INTERFACES.get(object.name) ?? (BUILTINS.has(object.name) ? object.name : null);
    if (owner === null) return;
    const s = this.scriptUses(script);
    if (!s) return;
    const name = node.property?.name as string | undefined;
    if (!name) return;
    const after = nextChar(script.text, node.end as number);
    const used = after[0] === '(' || after[0] === '`' || after[0] === '.' || after[0] === '[';
    const status = this.t.members.get(owner)?.get(name);
    if (status) {
      if (!used || after === '?.') s.probed.add(status.key);
      else if (!s.uses.has(status.key)) s.uses.set(status.key, { status, target: { script, offset: node.start as number }, what: `${object.name}.${name}${after[0] === '(' ? '()' : ''}` });
    }
    // window.URLPattern: reading a constructor off the global object tests for it.
    const ctor = owner === 'Window' ? this.t.constructors.get(name) : object.name === 'Intl' ? this.t.constructors.get(`Intl.${name}`) : undefined;
    if (ctor && owner === 'Window') s.probed.add(ctor.key);
  }

  construct(node: Node, script: Script): void {
    const callee = node.callee as Node;
    const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.object?.type === 'Identifier' && callee.object.name === 'Intl' && !callee.computed ? `Intl.${callee.property?.name}` : null;
    const status = name ? this.t.constructors.get(name) : undefined;
    if (!status) return;
    const s = this.scriptUses(script);
    if (s && !s.uses.has(status.key)) s.uses.set(status.key, { status, target: { script, offset: node.start as number }, what: `new ${name}()` });
  }

  /** `typeof URLPattern` tests for a constructor. */
  unary(node: Node, script: Script): void {
    if (node.operator !== 'typeof' || node.argument?.type !== 'Identifier') return;
    const status = this.t.constructors.get(node.argument.name);
    if (!status) return;
    this.scriptUses(script)?.probed.add(status.key);
  }

  /** `'share' in navigator`, `'URLPattern' in window` test for what they name. */
  binary(node: Node, script: Script): void {
    if (node.operator !== 'in' || node.left?.type !== 'Literal' || typeof node.left.value !== 'string' || node.right?.type !== 'Identifier') return;
    const owner = GLOBAL_INTERFACES.get(node.right.name) ?? (BUILTINS.has(node.right.name) ? node.right.name : null);
    if (owner === null) return;
    const name = node.left.value as string;
    const status = this.t.members.get(owner)?.get(name) ?? (owner === 'Window' ? this.t.constructors.get(name) : undefined);
    if (status) this.scriptUses(script)?.probed.add(status.key);
  }

  /** A name the script binds itself, when it is one of the names this rule reads. */
  declare(id: Node | null | undefined, script: Script): void {
    if (id?.type !== 'Identifier') return;
    const name = id.name as string;
    if (this.t.constructors.has(name) || GLOBAL_INTERFACES.has(name) || BUILTINS.has(name)) this.scriptUses(script)?.declared.add(name);
  }
}

/** Limited availability first, then the most recently available; then by key, so the order never depends on the walk. */
function byStatus(a: Use, b: Use): number {
  if (a.status.baseline !== b.status.baseline) return a.status.baseline === false ? -1 : 1;
  const da = a.status.lowDate ?? '';
  const db = b.status.lowDate ?? '';
  if (da !== db) return da > db ? -1 : 1;
  return a.status.key < b.status.key ? -1 : a.status.key > b.status.key ? 1 : 0;
}

/**
 * Properties that style a mouse pointer: web-features counts them as limited because touch-only
 * browsers (Safari on iOS) have no pointer to style, which loses nothing there.
 */
const POINTER_ONLY: ReadonlySet<string> = new Set(['cursor']);

export default defineRule({
  id: 'code-quality/baseline',
  dimension: 'codeQuality',
  title: 'The page relies only on widely available web features',
  failureTitle: 'The page relies on web features that are not yet Baseline widely available',
  description: `Maps what the page visibly uses to the web-features data set (${WEB_FEATURES_VERSION}) by its browser-compat keys, and warns on each feature that is not Baseline "widely available": of limited availability (naming the core browsers without it), or newly available (with the date), unless 30 months have passed since then by the capture time. Read statically: HTML elements, attributes and attribute values (input types …), except those that only advise the browser and are ignored where unknown (rel and meta name values, fetchpriority, loading, blocking, referrerpolicy, ping, iframe allow); CSS properties, keyword values, at-rules, media features, pseudo-classes and pseudo-elements, functions and length units in every style sheet and style attribute, except inside @supports and except cursor (a touch-only browser has no pointer to style); in the page's own scripts (inline and from its own site), members of navigator, document, window, screen, performance, history and crypto, and static members of JavaScript built-ins (Object.groupBy()) that are called or read further, and constructors (new URLPattern()), unless the script also tests for them (\`'share' in navigator\`, \`typeof URLPattern\`, \`navigator.share?.()\`, a bare read such as \`if (navigator.share)\`) or declares the name itself. Third-party scripts are not read, and features web-features marks discouraged (document.write() …) are left to the checks about them. A warning at most, never a failure.`,
  why: 'A feature that is not supported by all the browsers of the Baseline core set (Chrome, Edge, Firefox and Safari, on desktop and mobile) for long enough fails for some visitors: the page must degrade gracefully or provide a fallback where it relies on it.',
  fix: 'Check each listed feature against the browsers your visitors use; give it a fallback or feature detection (`@supports`, `if (\'share\' in navigator)`), or a polyfill, where its absence breaks the page.',
  impact: 'minor',
  tags: ['lighthouse:baseline'],
  jsNames: baselineTables().jsNames,
  create(ctx) {
    const c = new Collector(ctx.page);
    return {
      cssAtrule: (node, sheet) => c.atrule(node, sheet),
      cssRule: (node, sheet) => c.rule(node, sheet),
      cssDeclaration: (node, sheet) => c.declaration(node, sheet),
      js: {
        MemberExpression: (node, script) => c.member(node, script),
        NewExpression: (node, script) => c.construct(node, script),
        UnaryExpression: (node, script) => c.unary(node, script),
        BinaryExpression: (node, script) => c.binary(node, script),
        ClassDeclaration: (node, script) => c.declare(node.id, script),
        FunctionDeclaration: (node, script) => c.declare(node.id, script),
        VariableDeclarator: (node, script) => c.declare(node.id, script),
        ImportSpecifier: (node, script) => c.declare(node.local, script),
        ImportDefaultSpecifier: (node, script) => c.declare(node.local, script),
      },
      end() {
        c.flush();
        c.html();
        const uses = [...c.found.values()].sort(byStatus);
        if (uses.length === 0) return ctx.pass(`Every feature the page was seen to use is Baseline widely available (web-features ${WEB_FEATURES_VERSION}).`);
        for (const u of uses) ctx.warn(u.target, `${u.what}: ${u.status.name} (${u.status.key}) is ${describeStatus(u.status)}.`);
        return undefined;
      },
    };
  },
});
