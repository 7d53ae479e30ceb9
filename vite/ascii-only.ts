import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** A JavaScript escape for one code point; astral ones as a surrogate pair, valid in every literal and regex. */
const escapeCodePoint = (char: string) =>
  [...Array(char.length).keys()].map((i) => `\\u${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`).join('');

/**
 * Every shipped script is ASCII, so a page without `<meta charset>` (read as windows-1252) still shows
 * the gear and the arrows. `output.charset: 'ascii'` escapes strings, but not tagged templates (lit's
 * html`` and css``), so each module's non-ASCII characters are escaped here first; a tagged
 * template's cooked value, which lit uses, is the same either way.
 */
export const asciiOnly: Plugin = {
  name: 'ascii-only',
  enforce: 'post',
  transform(code, id) {
    if (!/[\u0080-\uffff]/.test(code)) return null;
    const out = new MagicString(code);
    for (const match of code.matchAll(/[\u0080-\u{10ffff}]+/gu)) {
      out.overwrite(match.index, match.index + match[0].length, [...match[0]].map(escapeCodePoint).join(''));
    }
    return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
  },
};
