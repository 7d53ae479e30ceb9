import type { ArgTypes, InputType } from 'storybook/internal/types';

/** The parts of a Custom Elements Manifest the docs tables read. */
interface Item {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
  fieldName?: string;
  attribute?: string;
  kind?: string;
  readonly?: boolean;
  static?: boolean;
  privacy?: string;
}
interface Declaration {
  tagName?: string;
  description?: string;
  members?: Item[];
  attributes?: Item[];
  events?: Item[];
  slots?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
  cssStates?: Item[];
}
export interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

export function findElement(manifest: Manifest, tagName: string): Declaration | undefined {
  return manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === tagName);
}

/** `'a' | 'b'` as ['a', 'b'], or null for any other type. */
function literalValues(type = ''): string[] | null {
  const parts = type.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : null;
}

function row(item: Item, category: string, name = item.name): InputType {
  const type = item.type?.text;
  return {
    name,
    description: item.description ?? '',
    control: false,
    table: {
      category,
      ...(type ? { type: { summary: type } } : {}),
      ...(item.default !== undefined ? { defaultValue: { summary: item.default } } : {}),
    },
  };
}

/**
 * Docs rows from the manifest, each attribute, property, event, slot, part, custom property and
 * state once. Keys never collide across kinds (the event `score` and the property `score`, the
 * slot and the event `game-over`, the part and the attribute `touch-buttons`): an attribute is
 * keyed by its property (`softDrop`, shown as `soft-drop`), other kinds by a prefix. No row has a
 * control here: each story turns on the controls its render uses.
 */
export function argTypesFromManifest(manifest: Manifest, tagName: string): ArgTypes {
  const element = findElement(manifest, tagName);
  if (!element) return {};
  const rows: ArgTypes = {};
  const add = (key: string, value: InputType) => {
    if (key in rows) throw new Error(`Two docs rows for ${key} of <${tagName}>`);
    rows[key] = value;
  };
  const attributeOf = new Map((element.attributes ?? []).map((attribute) => [attribute.fieldName ?? attribute.name, attribute]));
  for (const attribute of element.attributes ?? []) {
    const values = literalValues(attribute.type?.text);
    add(attribute.fieldName ?? attribute.name, {
      ...row(attribute, 'attributes'),
      ...(values ? { options: values } : {}),
      description: [attribute.description, attribute.fieldName && attribute.fieldName !== attribute.name && `Property: \`${attribute.fieldName}\``]
        .filter(Boolean)
        .join('\n\n'),
    });
  }
  for (const member of element.members ?? []) {
    if (member.kind === 'field' && attributeOf.has(member.name)) continue;
    const category = member.kind === 'method' ? 'methods' : member.readonly ? 'read-only properties' : 'properties';
    add(`${member.kind === 'method' ? 'method' : 'property'}:${member.name}`, row(member, category, member.kind === 'method' ? `${member.name}()` : member.name));
  }
  for (const event of element.events ?? []) add(`event:${event.name}`, row(event, 'events'));
  for (const slot of element.slots ?? []) add(`slot:${slot.name}`, row(slot, 'slots'));
  for (const part of element.cssParts ?? []) add(`part:${part.name}`, row(part, 'css shadow parts'));
  for (const property of element.cssProperties ?? []) add(property.name, row(property, 'css custom properties'));
  for (const state of element.cssStates ?? []) add(`state:${state.name}`, row(state, 'css custom states', `:state(${state.name})`));
  return rows;
}

/** The names of the element's events, for the Actions panel. */
export function eventNames(manifest: Manifest, tagName: string): string[] {
  return (findElement(manifest, tagName)?.events ?? []).map((event) => event.name);
}
