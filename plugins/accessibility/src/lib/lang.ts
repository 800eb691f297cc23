import { isValidLanguageTag, primaryLanguage } from '@pagegrade/core';

export type LangVerdict = 'valid' | 'bad-primary' | 'bad-tag';

/**
 * Judges a lang value like axe and ACT do (the primary language subtag must be a registered
 * language) and additionally notes tags whose primary subtag is fine but whose full form is not
 * a well-formed, registered BCP 47 tag (en_US, en-XX).
 */
export function judgeLang(value: string): LangVerdict {
  const v = value.trim();
  if (isValidLanguageTag(v)) return 'valid';
  const primary = primaryLanguage(v);
  if (primary && /^[a-z]{2,8}$/.test(primary) && isValidLanguageTag(primary)) return 'bad-tag';
  return 'bad-primary';
}
