// Template types of the package's custom elements for Vue 3 and Svelte 5, written from
// custom-elements.json into `src/vue.ts` and `src/svelte.ts` (shipped as `tetris-game/vue` and
// `tetris-game/svelte`), with what a template can set in both (properties and attributes) in
// `src/template-props.ts`, which each imports. Run by `npm run analyze`, after the manifest is rebuilt.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elements } from './ide-data.mjs';

const SIMPLE_PART = /^(?:'[^']*'|-?\d+(?:\.\d+)?|string|number|boolean|undefined|null)$/;

/** Whether a manifest type text can be written as it is (literals and primitives only). */
const isSimple = (typeText = '') => typeText.split('|').every((part) => SIMPLE_PART.test(part.trim()));

const pascalCase = (name) => name.replace(/(?:^|-)([a-z])/g, (_, letter) => letter.toUpperCase());
const className = (element) => element.name;
const quoted = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** A JSDoc comment of one line or more, indented by two spaces. */
function doc(description) {
  if (!description) return '';
  const lines = description.split('\n');
  if (lines.length === 1) return `  /** ${lines[0]} */\n`;
  return `  /**\n${lines.map((line) => `   * ${line}`.trimEnd()).join('\n')}\n   */\n`;
}

/**
 * The members a page can set: every writable property by its name (both frameworks set a property
 * when the element has one), then each attribute whose name is not a property's (`touch-buttons`),
 * which the frameworks write as an attribute. A boolean attribute is on when present, and the text
 * "false" would turn it on too, so only `true` and `''` are accepted there.
 */
function settableMembers(element) {
  const fields = (element.members ?? []).filter((member) => member.kind === 'field' && !member.readonly && !member.static);
  const fieldNames = new Set(fields.map((member) => member.name));
  const properties = fields.map((member) => ({
    name: member.name,
    description: member.description,
    type: member.type && isSimple(member.type.text) ? member.type.text : `${className(element)}['${member.name}']`,
  }));
  const attributes = (element.attributes ?? [])
    .filter((attribute) => !fieldNames.has(attribute.name))
    .map((attribute) => {
      const text = attribute.type?.text ?? 'string';
      return {
        name: attribute.name,
        description: attribute.fieldName ? `Attribute form of \`${attribute.fieldName}\`.` : attribute.description,
        type: text === 'boolean' ? "true | ''" : isSimple(text) ? text : 'string',
      };
    });
  return [...properties, ...attributes];
}

/** One listener member per event: `(event: TetrisGameEventMap['line-clear']) => void`. */
function eventMembers(element, propName) {
  return (element.events ?? []).map((event) => ({
    name: propName(event.name),
    description: event.description,
    type: `(event: ${className(element)}EventMap['${event.name}']) => void`,
  }));
}

const interfaceBody = (members) => members.map((member) => `${doc(member.description)}  ${quoted(member.name)}?: ${member.type};\n`).join('');

const HEADER = '// Generated from custom-elements.json by scripts/framework-types.mjs (`npm run analyze`): edit the element, not this file.\n';

/** The entry each tag's class and event map come from (`<tetris-versus>` has its own). */
const ENTRIES = { 'tetris-versus': './versus/index.js' };
const entryOf = (element) => ENTRIES[element.tagName] ?? './index.js';

/** Type imports of the names `namesOf` gives for each element, from its entry. */
const importsFromEntries = (list, namesOf) =>
  [...new Set(list.map(entryOf))]
    .map((entry) => {
      const names = list.filter((element) => entryOf(element) === entry).flatMap(namesOf);
      return `import type { ${names.sort().join(', ')} } from '${entry}';`;
    })
    .join('\n');

/** The shared module's name for what a template can set on an element, without listeners. */
const templatePropsName = (element) => `${className(element)}TemplateProps`;

/** A framework module's type imports: each element class, its event map and its template props. */
const imports = (list) =>
  `${importsFromEntries(list, (element) => [className(element), `${className(element)}EventMap`])}
import type { ${list.map(templatePropsName).sort().join(', ')} } from './template-props.js';`;

/** `src/template-props.ts`: the properties and attributes of each tag, which both frameworks set alike. */
export function templateProps(manifest) {
  const list = elements(manifest);
  const interfaces = list.map(
    (element) => `/** What a template can set on \`<${element.tagName}>\`: its properties, and the attributes that are not one. */
export interface ${templatePropsName(element)} {
${interfaceBody(settableMembers(element))}}
`,
  );
  return `${HEADER}/**
 * What a Vue or Svelte template can set on each tag, for \`tetris-game/vue\` and \`tetris-game/svelte\`:
 * both set a value as a property when the element has one, and as an attribute otherwise. Each
 * adds its own listener names.
 */
${importsFromEntries(list, (element) => [className(element)])}

${interfaces.join('\n')}`;
}

/** `src/vue.ts`: each tag in Vue's `GlobalComponents`, as an element instance with typed `$props`. */
export function vueTypes(manifest) {
  const list = elements(manifest);
  const interfaces = list.map(
    (element) => `/** What a Vue template can bind on \`<${element.tagName}>\`: properties, attributes and \`@event\` listeners. */
export interface ${className(element)}VueProps extends ${templatePropsName(element)} {
${interfaceBody(eventMembers(element, (name) => `on${pascalCase(name)}`))}}

/** \`<${element.tagName}>\` as Vue's tools see a component: a ref is the element, \`$props\` what the template binds. */
export type ${className(element)}VueComponent = new () => ${className(element)} & { $props: HTMLAttributes & PublicProps & ${className(element)}VueProps };
`,
  );
  const components = list
    .map((element) => `    '${element.tagName}': ${className(element)}VueComponent;\n`)
    .join('');
  return `${HEADER}/**
 * Template types for Vue 3, opt-in: \`import type {} from 'tetris-game/vue'\` once in a project that
 * uses Vue (the main entry does not depend on Vue's types). Vue's language tools then check the
 * props and \`@line-clear\`-style listeners of the tag, and a template ref is the element.
 *
 * Vue sets a bound value as a property when the element has one; \`@line-clear\` compiles to the
 * \`onLineClear\` prop, which listens to \`line-clear\`.
 */
import type { HTMLAttributes, PublicProps } from 'vue';
${imports(list)}

${interfaces.join('\n')}
declare module 'vue' {
  interface GlobalComponents {
${components}  }
}
`;
}

/** `src/svelte.ts`: each tag in `svelte/elements`' `SvelteHTMLElements`, which `svelteHTML.IntrinsicElements` extends. */
export function svelteTypes(manifest) {
  const list = elements(manifest);
  const interfaces = list.map(
    (element) => `/** What a Svelte template can set on \`<${element.tagName}>\`: properties, attributes and \`on\` + event name listeners. */
export interface ${className(element)}SvelteProps extends ${templatePropsName(element)} {
${interfaceBody(eventMembers(element, (name) => `on${name}`))}}

/** Everything \`<${element.tagName}>\` accepts in a Svelte template: the HTML attributes and its own. */
export type ${className(element)}SvelteAttributes = HTMLAttributes<${className(element)}> & ${className(element)}SvelteProps;
`,
  );
  const tags = list.map((element) => `    '${element.tagName}': ${className(element)}SvelteAttributes;\n`).join('');
  return `${HEADER}/**
 * Template types for Svelte 5, opt-in: \`import type {} from 'tetris-game/svelte'\` once in a project
 * that uses Svelte (the main entry does not depend on Svelte's types). \`svelte-check\` and the
 * editor then check the tag's attributes and listeners.
 *
 * Svelte sets an attribute as a property when the element has one, and \`online-clear={...}\` (\`on\`
 * followed by the exact event name) listens to \`line-clear\`.
 */
import type { HTMLAttributes } from 'svelte/elements';
${imports(list)}

${interfaces.join('\n')}
declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${tags}  }
}
`;
}

/** The generated files, by path, from a manifest. */
export const frameworkTypeFiles = (manifest) => ({
  'src/template-props.ts': templateProps(manifest),
  'src/vue.ts': vueTypes(manifest),
  'src/svelte.ts': svelteTypes(manifest),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  for (const [file, text] of Object.entries(frameworkTypeFiles(manifest))) writeFileSync(file, text);
}
