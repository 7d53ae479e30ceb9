import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** Every TaggedTemplateExpression under `node` whose tag is a plain name (`css`, `html`). */
function* taggedTemplates(node: unknown): Generator<{ tag: string; quasis: { start: number; end: number; value: { raw: string } }[] }> {
  if (!node || typeof node !== 'object') return;
  const n = node as { type?: string; tag?: { type: string; name: string }; quasi?: { quasis: [] } };
  if (n.type === 'TaggedTemplateExpression' && n.tag?.type === 'Identifier' && n.quasi) yield { tag: n.tag.name, quasis: n.quasi.quasis };
  for (const value of Object.values(node)) yield* taggedTemplates(value);
}

/** CSS text with its comments and extra whitespace taken out; a single space stays wherever one was. */
const minifyCss = (text: string) =>
  text
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':');

/**
 * Lit templates keep the indentation of the source: in the shipped builds the static parts of
 * css`` templates lose comments and extra whitespace, and html`` templates lose line breaks and
 * indentation (each run becomes one space, which the HTML renders the same). Only the literal text
 * between `${...}` changes, never an expression.
 */
export const minifyTemplates: Plugin = {
  name: 'minify-lit-templates',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!/\b(?:css|html)`/.test(code) || id.includes('node_modules')) return null;
    const out = new MagicString(code);
    for (const { tag, quasis } of taggedTemplates(parseAst(code))) {
      if (tag !== 'css' && tag !== 'html') continue;
      for (const { start, end, value } of quasis) {
        if (code.slice(start, end) !== value.raw || start === end) continue;
        const text = tag === 'css' ? minifyCss(value.raw) : value.raw.replace(/\s*\n\s*/g, ' ');
        if (text !== value.raw) out.overwrite(start, end, text);
      }
    }
    return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) } : null;
  },
};
