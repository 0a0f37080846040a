// @ts-check
/**
 * The pseudo-language `en-XA`: each piece of a message's own text accented and made
 * 40% longer, its arguments left as they are (words.js gives it to Fluent as its
 * transform). English shows through where a page's words do not come from the
 * catalogue, and boxes too small for longer languages overflow.
 */

/**
 * `text` accented and lengthened by 40% (at least one mark for a word of text): the
 * same as the server's pseudo-language (words/src/pseudo.rs).
 * @param {string} text
 */
export function pseudo(text) {
  if (text.trim() === '') return text;
  const chars = [...text];
  const letters = chars.filter((c) => /[\p{Alphabetic}\p{N}]/u.test(c)).length;
  const out = chars.map((c) => ACCENTS[c] ?? c).join('');
  const extra = Math.max(1, Math.ceil((letters * 2) / 5));
  // The padding goes inside the text's trailing spaces, so words stay apart.
  const trimmed = out.trimEnd();
  return trimmed + '~'.repeat(extra) + out.slice(trimmed.length);
}

/** @type {Record<string, string>} */
const ACCENTS = {
  a: 'á', e: 'ē', i: 'ï', o: 'ö', u: 'ū', c: 'ç', n: 'ñ', s: 'š', y: 'ý',
  A: 'Å', E: 'É', I: 'Î', O: 'Ø', U: 'Ü', C: 'Ç', N: 'Ñ', S: 'Š',
};
