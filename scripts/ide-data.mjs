// Editor data built from custom-elements.json: `vscode.html-custom-data.json` (VS Code's
// html.customData) and `web-types.json` (JetBrains IDEs). Run by `npm run analyze`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The custom elements a manifest declares, with their tag names, by tag name (whatever the manifest's order). */
export function elements(manifest) {
  return manifest.modules
    .flatMap((module) => (module.declarations ?? []).filter((declaration) => declaration.customElement && declaration.tagName))
    .sort((a, b) => (a.tagName < b.tagName ? -1 : 1));
}

/** The accepted values of a union of literals (`'a' | 'b'`), or null for any other type. */
export function literalValues(typeText = '') {
  const parts = typeText.split('|').map((part) => part.trim());
  if (parts.length === 0 || !parts.every((part) => /^'[^']*'$/.test(part) || /^-?\d+(\.\d+)?$/.test(part))) return null;
  return parts.map((part) => part.replace(/^'|'$/g, ''));
}

const text = (...parts) => parts.filter(Boolean).join('\n\n');
const fields = (declaration) => (declaration.members ?? []).filter((member) => member.kind === 'field');

/** Attribute description with its default, as editors show one text. */
function attributeDescription(attribute) {
  return text(attribute.description, attribute.default !== undefined && `Default: \`${attribute.default}\``);
}

/** VS Code custom data (https://github.com/microsoft/vscode-custom-data). */
export function vscodeData(manifest) {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elements(manifest).map((element) => ({
      name: element.tagName,
      description: text(
        element.description,
        element.events?.length && `Events: ${element.events.map((event) => `\`${event.name}\``).join(', ')}`,
        element.slots?.length && `Slots: ${element.slots.map((slot) => `\`${slot.name}\``).join(', ')}`,
        element.cssParts?.length && `Parts: ${element.cssParts.map((part) => `\`${part.name}\``).join(', ')}`,
      ),
      attributes: (element.attributes ?? []).map((attribute) => {
        const type = attribute.type?.text;
        const values = literalValues(type);
        return {
          name: attribute.name,
          description: attributeDescription(attribute),
          ...(type === 'boolean' ? { valueSet: 'v' } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** JetBrains web-types (https://github.com/JetBrains/web-types). */
export function webTypes(manifest, pkg) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements(manifest).map((element) => ({
          name: element.tagName,
          description: element.description,
          // A union of literals as the value type is what the IDE completes values from.
          attributes: (element.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            ...(attribute.default !== undefined ? { default: attribute.default } : {}),
            value: { type: attribute.type?.text ?? 'string', ...(attribute.type?.text === 'boolean' ? { kind: 'no-value' } : {}) },
          })),
          slots: (element.slots ?? []).map(({ name, description }) => ({ name, description })),
          events: (element.events ?? []).map(({ name, description }) => ({ name, description })),
          js: {
            properties: fields(element).map((member) => ({
              name: member.name,
              description: member.description,
              ...(member.type ? { type: member.type.text } : {}),
              ...(member.readonly ? { 'read-only': true } : {}),
            })),
            events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description, type: event.type?.text })),
          },
          css: {
            properties: (element.cssProperties ?? []).map(({ name, description }) => ({ name, description })),
            parts: (element.cssParts ?? []).map(({ name, description }) => ({ name, description })),
          },
        })),
      },
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  writeFileSync('vscode.html-custom-data.json', `${JSON.stringify(vscodeData(manifest), null, 2)}\n`);
  writeFileSync('web-types.json', `${JSON.stringify(webTypes(manifest, pkg), null, 2)}\n`);
}
