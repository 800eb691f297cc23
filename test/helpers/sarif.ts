import { createRequire } from 'node:module';
import AjvDraft04 from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';

/** A validator of the SARIF 2.1.0 JSON schema (the OASIS one, as @microsoft/jest-sarif ships it). */
export function sarifValidator() {
  const schema = createRequire(import.meta.url)('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
  // The schema's language pattern is not valid with the u flag (a stray bracket), so patterns are compiled without it.
  // Both packages are CommonJS with an ES default in their typings; take whichever Node gives.
  const Ajv = ((AjvDraft04 as unknown as { default?: unknown }).default ?? AjvDraft04) as unknown as typeof import('ajv').default;
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: typeof ajv) => void;
  addFormats(ajv);
  return ajv.compile(schema);
}
