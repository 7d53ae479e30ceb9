// The Custom Elements Manifest tells the truth: it is compared with the source it is made from.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { literalValues, vscodeData, webTypes } from '../../scripts/ide-data.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const TAG = 'tetris-game';

/** Source of every element file, comments removed (the JSDoc must not vouch for itself). */
function elementSource() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // The engine has no elements; <tetris-versus> is an element of its own.
        if (entry.name !== 'engine' && entry.name !== 'versus') walk(file);
      } else if (file.endsWith('.ts') && !file.endsWith('.d.ts')) {
        files.push(file);
      }
    }
  };
  walk(path.join(root, 'src'));
  return files
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

const matches = (source, pattern) => new Set([...source.matchAll(pattern)].map((match) => match[1]));
const names = (items = []) => items.map((item) => item.name);
const sorted = (items) => [...items].sort();

/** Event names of the element's event map (`src/element/events.ts`). */
function eventMapNames() {
  const source = readFileSync(path.join(root, 'src/element/events.ts'), 'utf8');
  const body = source.match(/interface TetrisGameEventMap \{([\s\S]*?)\n\}/)?.[1] ?? '';
  return sorted(matches(body, /^\s*'?([a-z-]+)'?\s*:/gm));
}

describe('custom-elements.json', () => {
  let manifest;
  let element;

  before(async () => {
    process.chdir(root);
    manifest = await cli({ argv: ['analyze', '--quiet'], cwd: root, noWrite: true });
    element = manifest.modules.flatMap((module) => module.declarations ?? []).find((item) => item.tagName === TAG);
  });

  it('declares <tetris-game> and its definition', () => {
    assert.ok(element, 'no declaration with tagName tetris-game');
    const definitions = manifest.modules.flatMap((module) => module.exports ?? []).filter((item) => item.kind === 'custom-element-definition');
    assert.deepEqual(names(definitions), [TAG, 'tetris-versus']);
  });

  it('lists only the public API', () => {
    const hidden = element.members.filter(
      (member) =>
        member.privacy === 'private' ||
        member.privacy === 'protected' ||
        (member.static && ['styles', 'properties', 'elementStyles', 'shadowRootOptions'].includes(member.name)) ||
        /^[#_]|_$/.test(member.name) ||
        ['render', 'willUpdate', 'updated', 'firstUpdated', 'connectedCallback', 'disconnectedCallback'].includes(member.name),
    );
    assert.deepEqual(names(hidden), []);
    const declarations = manifest.modules.flatMap((module) => names(module.declarations));
    // Internals of the element (controllers, parsers, styles) are not part of the package's API.
    for (const internal of ['SettingsPanel', 'GameLoopController', 'KeyboardController', 'parseKeys', 'elementStyles', 'gameEvent']) {
      assert.ok(!declarations.includes(internal), `${internal} is not exported by the package`);
    }
  });

  it('lists each member, attribute, event, slot, part and state once', () => {
    for (const key of ['members', 'attributes', 'events', 'slots', 'cssParts', 'cssProperties', 'cssStates']) {
      const list = names(element[key]);
      assert.deepEqual(list, [...new Set(list)], `${key} has duplicates`);
    }
  });

  it('gives each attribute its accepted values, not a type name', () => {
    const theme = element.attributes.find((attribute) => attribute.name === 'theme');
    assert.equal(theme.type.text, "'modern' | 'classic' | 'light' | 'high-contrast'");
    for (const attribute of element.attributes) {
      const type = attribute.type?.text ?? '';
      assert.ok(
        ['string', 'number', 'boolean'].includes(type) || literalValues(type),
        `attribute ${attribute.name}: "${type}" is not string, number, boolean or a list of values`,
      );
    }
    const union = (name) => element.attributes.find((attribute) => attribute.name === name)?.type.text;
    assert.deepEqual(sorted(literalValues(union('sound'))), ['all', 'effects', 'off']);
    assert.deepEqual(sorted(literalValues(union('handling'))), ['modern', 'nes']);
  });

  it('gives literal defaults, not identifiers', () => {
    for (const attribute of element.attributes) {
      if (attribute.default === undefined) continue;
      assert.match(attribute.default, /^('.*'|-?[\d.]+|true|false)$/, `attribute ${attribute.name} default ${attribute.default}`);
    }
  });

  it('lists every event of the event map with its detail type, and no DOM event names', () => {
    const events = sorted(names(element.events));
    assert.deepEqual(events, eventMapNames());
    for (const name of ['game-pause', 'game-resume', 'line-clear', 'game-over', 'score']) assert.ok(events.includes(name), name);
    for (const dom of ['pause', 'resume', 'play', 'ended', 'change', 'input', 'load', 'error']) {
      assert.ok(!events.includes(dom), `event "${dom}" is a DOM event name`);
    }
    for (const event of element.events) {
      assert.match(event.type?.text ?? '', /^CustomEvent<.+>$/, `event ${event.name} has no detail type`);
      assert.ok(event.description, `event ${event.name} has no description`);
    }
  });

  it('lists every --tetris-* custom property the element reads, and no others', () => {
    const source = elementSource();
    // Written out in styles, or listed by name in the themes' table (read as `--tetris-${name}`).
    const table = source.match(/const THEME_PROPERTIES(?:\s*:[^=]+)?\s*=\s*\[([^\]]*)\]/)?.[1] ?? '';
    const used = new Set([
      ...matches(source, /(--tetris-[a-z0-9]+(?:-[a-z0-9]+)*)/g),
      ...[...matches(table, /'([a-z0-9-]+)'/g)].map((name) => `--tetris-${name}`),
    ]);
    assert.deepEqual(sorted(names(element.cssProperties)), sorted(used));
    for (const piece of 'ijlostz') assert.ok(used.has(`--tetris-piece-${piece}`));
    assert.ok(used.has('--tetris-focus-ring'));
  });

  it('lists every part, slot and custom state of the templates', () => {
    const source = elementSource();
    assert.deepEqual(sorted(names(element.cssParts)), sorted(matches(source, /\spart="([a-z-]+)"/g)));
    assert.deepEqual(sorted(names(element.slots)), sorted(matches(source, /<slot name="([a-z-]+)"/g)));
    const status = element.members.find((member) => member.name === 'status');
    // States are added by name (`states?.add('touch-buttons')`, `toggle(states, 'buttons-aside', on)`), from `status`, or as
    // `layout-${name}` for each layout of the layouts table (`src/render/geometry.ts`).
    const layouts = readFileSync(path.join(root, 'src/render/geometry.ts'), 'utf8');
    const templated = /states\??\.add\(`layout-\$\{/.test(source)
      ? [...matches(layouts, /^\s+name: '([a-z-]+)',$/gm)].map((name) => `layout-${name}`)
      : [];
    const named = [...matches(source, /states\??\.add\('([a-z-]+)'\)/g), ...matches(source, /toggle\(states, '([a-z-]+)'/g)];
    const states = new Set([...literalValues(status.type.text), ...named, ...templated]);
    assert.ok(templated.length > 0 || !/states\??\.add\(`/.test(source), 'a state added from a template is not found');
    assert.deepEqual(sorted(names(element.cssStates)), sorted(states));
  });

  it('types in JSX (src/react.ts) every writable property and every event', () => {
    const source = readFileSync(path.join(root, 'src/react.ts'), 'utf8');
    const picked = source.match(/Pick<\s*TetrisGame,([^>]*)>/)?.[1] ?? '';
    const writable = element.members.filter((member) => member.kind === 'field' && !member.readonly && !member.static);
    assert.deepEqual(sorted(matches(picked, /'(\w+)'/g)), sorted(names(writable)));
    // Event props are mapped from the event map, whose names the events test compares.
    assert.match(source, /\[K in keyof TetrisGameEventMap as `on\$\{K\}`\]/);
  });

  it('makes VS Code and JetBrains data with every attribute and its values', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const [tag] = vscodeData(manifest).tags;
    assert.equal(tag.name, TAG);
    assert.deepEqual(names(tag.attributes), names(element.attributes));
    assert.deepEqual(names(tag.attributes.find((attribute) => attribute.name === 'theme').values), ['modern', 'classic', 'light', 'high-contrast']);
    assert.equal(tag.attributes.find((attribute) => attribute.name === 'autostart').valueSet, 'v');

    const [webElement] = webTypes(manifest, pkg).contributions.html.elements;
    assert.equal(webElement.name, TAG);
    assert.deepEqual(names(webElement.attributes), names(element.attributes));
    assert.deepEqual(names(webElement.js.events), names(element.events));
    assert.deepEqual(names(webElement.css.properties), names(element.cssProperties));
    assert.deepEqual(names(webElement.css.parts), names(element.cssParts));
    for (const file of ['custom-elements.json', 'vscode.html-custom-data.json', 'web-types.json']) {
      assert.ok(pkg.files.includes(file), `${file} is in package.json "files"`);
    }
    assert.equal(pkg['web-types'], './web-types.json');
  });
});
