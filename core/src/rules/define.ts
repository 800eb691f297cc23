import { DIMENSIONS, IMPACTS, type Cap, type Plugin, type Rule, type RuleMeta } from './types.ts';

/** A rule's caps as a list, whether it declared none, one or several. */
export function capsOf(rule: Pick<RuleMeta, 'cap'>): Cap[] {
  return rule.cap ? (Array.isArray(rule.cap) ? rule.cap : [rule.cap]) : [];
}

const ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;
/** An attribute name as the parser gives it (lower-case), or a prefix of one ending in `*`. */
const ATTRIBUTE_FILTER = /^[^\sA-Z*]+\*?$/;
/** A tag name as the parser gives it (lower-case; custom elements and foreign names included). */
const TAG = /^[a-z][^\sA-Z/>]*$/;

/** Declares a rule; validates its metadata so a mistake fails at load time, not in a report. */
export function defineRule(rule: Rule): Rule {
  if (!ID.test(rule.id)) throw new TypeError(`Rule id "${rule.id}" must look like "namespace/name" (lower-case, digits, dashes).`);
  if (!DIMENSIONS.includes(rule.dimension)) throw new TypeError(`Rule ${rule.id}: unknown dimension "${rule.dimension}".`);
  if (!IMPACTS.includes(rule.impact)) throw new TypeError(`Rule ${rule.id}: unknown impact "${rule.impact}".`);
  for (const field of ['title', 'failureTitle', 'description', 'why', 'fix'] as const) {
    if (typeof rule[field] !== 'string' || rule[field].trim() === '') throw new TypeError(`Rule ${rule.id}: "${field}" is required.`);
  }
  if (!Array.isArray(rule.tags)) throw new TypeError(`Rule ${rule.id}: "tags" must be an array.`);
  if (rule.attributes !== undefined) {
    if (!Array.isArray(rule.attributes) || rule.attributes.length === 0) throw new TypeError(`Rule ${rule.id}: "attributes" must be a non-empty array.`);
    for (const a of rule.attributes) {
      if (typeof a !== 'string' || !ATTRIBUTE_FILTER.test(a)) throw new TypeError(`Rule ${rule.id}: attribute filter "${String(a)}" must be a lower-case name or a prefix ending in *.`);
    }
  }
  const forms = [rule.create, rule.check, rule.select].filter((f) => f !== undefined).length;
  if (forms !== 1) throw new TypeError(`Rule ${rule.id}: give exactly one of "check", "select" (with "judge") or "create".`);
  if (rule.create !== undefined && typeof rule.create !== 'function') throw new TypeError(`Rule ${rule.id}: "create" must be a function.`);
  if (rule.check !== undefined && typeof rule.check !== 'function') throw new TypeError(`Rule ${rule.id}: "check" must be a function.`);
  if (rule.select !== undefined) validateSelection(rule);
  else if (rule.judge !== undefined) throw new TypeError(`Rule ${rule.id}: "judge" goes with "select".`);
  if (rule.jsNames !== undefined) {
    if (!Array.isArray(rule.jsNames) || rule.jsNames.length === 0 || !rule.jsNames.every((n) => typeof n === 'string' && n !== '')) {
      throw new TypeError(`Rule ${rule.id}: "jsNames" must be a non-empty array of names.`);
    }
  }
  if (rule.alsoScores !== undefined) {
    if (!Array.isArray(rule.alsoScores) || rule.alsoScores.length === 0) throw new TypeError(`Rule ${rule.id}: "alsoScores" must be a non-empty array.`);
    const seen = new Set<string>();
    for (const extra of rule.alsoScores) {
      if (!DIMENSIONS.includes(extra?.dimension)) throw new TypeError(`Rule ${rule.id}: alsoScores names an unknown dimension "${String(extra?.dimension)}".`);
      if (extra.dimension === rule.dimension) throw new TypeError(`Rule ${rule.id}: alsoScores repeats the rule's own dimension ${rule.dimension}.`);
      if (seen.has(extra.dimension)) throw new TypeError(`Rule ${rule.id}: alsoScores names ${extra.dimension} twice.`);
      if (!IMPACTS.includes(extra.impact)) throw new TypeError(`Rule ${rule.id}: alsoScores ${extra.dimension} has an unknown impact "${String(extra.impact)}".`);
      seen.add(extra.dimension);
    }
  }
  if (rule.formerIds !== undefined) {
    if (!Array.isArray(rule.formerIds) || rule.formerIds.length === 0) throw new TypeError(`Rule ${rule.id}: "formerIds" must be a non-empty array.`);
    for (const id of rule.formerIds) {
      if (typeof id !== 'string' || !ID.test(id) || id === rule.id) throw new TypeError(`Rule ${rule.id}: former id "${String(id)}" must be another id like "namespace/name".`);
    }
  }
  for (const cap of capsOf(rule)) {
    if (!(cap.max >= 0 && cap.max <= 100)) throw new TypeError(`Rule ${rule.id}: cap.max must be 0-100.`);
    if (cap.scope !== 'dimension' && cap.scope !== 'overall') throw new TypeError(`Rule ${rule.id}: cap.scope must be "dimension" or "overall".`);
    if (!cap.reason) throw new TypeError(`Rule ${rule.id}: a cap needs a reason.`);
  }
  return Object.freeze(rule);
}

/** Checks a `select` rule's selection and its `judge`. */
function validateSelection(rule: Rule): void {
  const select = rule.select!;
  if (typeof select !== 'object' || select === null) throw new TypeError(`Rule ${rule.id}: "select" must be an object.`);
  if (typeof rule.judge !== 'function') throw new TypeError(`Rule ${rule.id}: "select" needs a "judge" function.`);
  const known = new Set(['tags', 'attributes', 'where', 'exposed', 'none']);
  for (const key of Object.keys(select)) if (!known.has(key)) throw new TypeError(`Rule ${rule.id}: unknown select field "${key}".`);
  if (select.tags === undefined && select.attributes === undefined) throw new TypeError(`Rule ${rule.id}: "select" needs "tags", "attributes" or both.`);
  if (select.tags !== undefined) {
    if (!Array.isArray(select.tags) || select.tags.length === 0) throw new TypeError(`Rule ${rule.id}: select.tags must be a non-empty array.`);
    for (const t of select.tags) if (typeof t !== 'string' || !TAG.test(t)) throw new TypeError(`Rule ${rule.id}: select.tags "${String(t)}" must be a lower-case tag name.`);
  }
  if (select.attributes !== undefined) {
    if (!Array.isArray(select.attributes) || select.attributes.length === 0) throw new TypeError(`Rule ${rule.id}: select.attributes must be a non-empty array.`);
    for (const a of select.attributes) {
      if (typeof a !== 'string' || !ATTRIBUTE_FILTER.test(a)) throw new TypeError(`Rule ${rule.id}: select.attributes "${String(a)}" must be a lower-case name or a prefix ending in *.`);
    }
  }
  if (select.where !== undefined && typeof select.where !== 'function') throw new TypeError(`Rule ${rule.id}: select.where must be a function.`);
  if (select.exposed !== undefined && typeof select.exposed !== 'boolean') throw new TypeError(`Rule ${rule.id}: select.exposed must be true or false.`);
  if (typeof select.none !== 'string' || select.none.trim() === '') throw new TypeError(`Rule ${rule.id}: select.none (why the check does not apply when nothing is selected) is required.`);
}

/** Declares a plugin: a named set of rules. Rule ids must be unique within it. */
export function definePlugin(plugin: Plugin): Plugin {
  if (!plugin.name) throw new TypeError('A plugin needs a name.');
  const seen = new Set<string>();
  for (const r of plugin.rules) {
    if (seen.has(r.id)) throw new TypeError(`Plugin ${plugin.name}: duplicate rule id ${r.id}.`);
    seen.add(r.id);
  }
  return Object.freeze({ name: plugin.name, rules: [...plugin.rules] });
}
