/**
 * Counting the words of text: runs of characters between the separators HTML and CSS treat as
 * white space (space, tab, line feed, carriage return, form feed) and the no-break space.
 *
 * Hand-written rather than a split or a regular expression: the checks count the words of every
 * text node of a page, and these read the characters in place without building strings. Each
 * character below 256 is classed by a table lookup and counted without a branch on its class, which
 * would mispredict at every word boundary.
 */

/** 1 for the characters below 256 that are part of a word, 0 for the separators. */
const WORD_CHAR = new Uint8Array(256).fill(1);
for (const c of [32, 9, 10, 13, 12, 160]) WORD_CHAR[c] = 0;

/**
 * Words starting in `s` between `from` and `to`, given whether the text before it ended inside a
 * word (1) or not (0): returns the count times two plus whether `s` ends inside a word, so that a
 * word running on from one text node into the next is counted once.
 */
export function scanWords(s: string, inWord: number, from = 0, to = s.length): number {
  let words = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    const word = c < 256 ? WORD_CHAR[c]! : 1;
    // A word starts where a word character follows a separator.
    words += word & ~inWord;
    inWord = word;
  }
  return words * 2 + inWord;
}

/** Words in a text. */
export function wordCount(s: string): number {
  return scanWords(s, 0) >> 1;
}

/**
 * Words in `s` from `from` to `to`, with Chinese, Japanese and Korean characters (written without
 * spaces between words) counted as half a word each and not as part of a neighbouring word.
 */
export function wordCountCjk(s: string, from = 0, to = s.length): number {
  let words = 0;
  /** 1 inside a word, 0 outside. */
  let inWord = 0;
  let cjk = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    let word: number;
    if (c < 256) word = WORD_CHAR[c]!;
    else if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af)) {
      cjk++;
      word = 0;
    } else word = 1;
    words += word & ~inWord;
    inWord = word;
  }
  return words + Math.floor(cjk / 2);
}
