// Custom Elements Manifest: written from the element's JSDoc and types, then trimmed to the public
// API so IDEs, Storybook and framework wrappers see what a page can really use.
import path from 'node:path';
import ts from 'typescript';

/** Lifecycle methods of HTMLElement and LitElement: implementation, never API. */
const LIFECYCLE = new Set([
  'connectedCallback',
  'disconnectedCallback',
  'adoptedCallback',
  'attributeChangedCallback',
  'createRenderRoot',
  'render',
  'shouldUpdate',
  'willUpdate',
  'update',
  'firstUpdated',
  'updated',
  'getUpdateComplete',
  'scheduleUpdate',
  'performUpdate',
]);

/** Static members LitElement reads to build the class: implementation, never API. */
const LIT_STATICS = new Set(['styles', 'properties', 'elementStyles', 'shadowRootOptions', 'observedAttributes', 'finalize']);

/** Whether a manifest member is part of the public API. */
export function isPublicMember(member) {
  const name = member.name ?? '';
  if (member.privacy === 'private' || member.privacy === 'protected') return false;
  if (member.static && LIT_STATICS.has(name)) return false;
  if (name.startsWith('#') || name.startsWith('_') || name.endsWith('_')) return false;
  return !LIFECYCLE.has(name);
}

/** A TypeScript program over the analyzed files, for what the JSDoc does not say (types, values). */
function createProgram(cwd, files) {
  const configFile = ts.readConfigFile(path.join(cwd, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config ?? {}, ts.sys, cwd);
  return ts.createProgram(
    files.map((file) => path.resolve(cwd, file)),
    { ...options, noEmit: true },
  );
}

function literalText(type, checker) {
  if (type.isStringLiteral()) return `'${type.value}'`;
  if (type.isNumberLiteral()) return String(type.value);
  return checker.typeToString(type);
}

const isLiteral = (type) => type.isLiteral() || (type.flags & ts.TypeFlags.BooleanLiteral) !== 0;
const isUndefined = (type) => (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) !== 0;
const isPrimitive = (type) =>
  isLiteral(type) || (type.flags & (ts.TypeFlags.String | ts.TypeFlags.Number | ts.TypeFlags.Boolean)) !== 0;

/**
 * A union of literals spelled out (`'modern' | 'classic'` rather than `ThemeName`), so the manifest
 * lists the accepted values; other types keep the text the source wrote. `attribute` leaves out
 * `undefined` and non-primitive members (an attribute is always a string).
 */
function typeText(type, written, checker, attribute) {
  const parts = type.isUnion() ? type.types : [type];
  if (!parts.some(isLiteral)) {
    if (!attribute) return written;
    return parts.some((part) => !isPrimitive(part) && !isUndefined(part)) ? 'string' : (written ?? '').replace(/\s*\|\s*undefined$/, '');
  }
  const kept = parts.filter((part) => !attribute || isPrimitive(part));
  const texts = [];
  const booleans = kept.filter((part) => part.flags & ts.TypeFlags.BooleanLiteral);
  for (const part of kept) {
    if (part.flags & ts.TypeFlags.BooleanLiteral && booleans.length === 2) {
      if (!texts.includes('boolean')) texts.push('boolean');
    } else if (!isUndefined(part)) {
      texts.push(literalText(part, checker));
    }
  }
  if (!attribute && parts.some(isUndefined)) texts.push('undefined');
  return texts.join(' | ') || 'string';
}

/** The literal value of a default (`DEFAULT_CONTROLS` becomes `'keyboard touch gamepad'`), if known. */
function literalValue(expression, checker, depth = 0) {
  if (!expression || depth > 4) return undefined;
  if (ts.isAsExpression(expression) || ts.isParenthesizedExpression(expression) || ts.isSatisfiesExpression(expression)) {
    return literalValue(expression.expression, checker, depth + 1);
  }
  if (ts.isStringLiteralLike(expression)) return `'${expression.text}'`;
  if (ts.isNumericLiteral(expression)) return expression.text;
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  // A constant (`DEFAULT_CONTROLS`) or an entry of a settings table (`SETTINGS.level.default`).
  if (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression)) {
    let symbol = checker.getSymbolAtLocation(ts.isIdentifier(expression) ? expression : expression.name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (declaration && (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration))) {
      const value = literalValue(declaration.initializer, checker, depth + 1);
      if (value !== undefined) return value;
    }
    const type = checker.getTypeAtLocation(expression);
    if (type.isStringLiteral() || type.isNumberLiteral() || type.flags & ts.TypeFlags.BooleanLiteral) return literalText(type, checker);
  }
  return undefined;
}

function findClass(program, file, name) {
  const source = program.getSourceFile(file);
  return source?.statements.find((node) => ts.isClassDeclaration(node) && node.name?.text === name);
}

/** `<ClassName>EventMap` exported next to the element: the one list of its events and their types. */
function findEventMap(program, name) {
  for (const source of program.getSourceFiles()) {
    if (source.isDeclarationFile) continue;
    const map = source.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === `${name}EventMap`);
    if (map) return map;
  }
  return undefined;
}

/** Values exported by the package entry (type-only exports left out), as `file#name` of their declarations. */
function publicExports(program, checker, entry) {
  const source = program.getSourceFile(entry);
  const names = new Set();
  const add = (symbol) => {
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    for (const declaration of target?.declarations ?? []) {
      names.add(`${path.resolve(declaration.getSourceFile().fileName)}#${target.name}`);
    }
  };
  for (const statement of source?.statements ?? []) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (!element.isTypeOnly) add(checker.getExportSpecifierLocalTargetSymbol(element));
        }
      } else if (statement.moduleSpecifier) {
        const module = checker.getSymbolAtLocation(statement.moduleSpecifier);
        for (const symbol of module ? checker.getExportsOfModule(module) : []) add(symbol);
      }
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      const declared = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [statement];
      for (const declaration of declared) if (declaration.name) add(checker.getSymbolAtLocation(declaration.name));
    }
  }
  return names;
}

/**
 * Keeps the public API only and fills in what the analyzer cannot read from JSDoc alone:
 * accepted values of union types, literal defaults, event types from the event map, and the
 * tag's definition. Modules that the package entry does not export are dropped.
 */
export function publicApiPlugin({ entry = 'src/index.ts' } = {}) {
  const cwd = process.cwd();
  return {
    name: 'tetris-public-api',
    packageLinkPhase({ customElementsManifest }) {
      // The analyzer lists modules in the order a directory walk found them, which varies between runs.
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      const files = customElementsManifest.modules.map((module) => module.path);
      const program = createProgram(cwd, [entry, ...files]);
      const checker = program.getTypeChecker();
      const exported = publicExports(program, checker, path.resolve(cwd, entry));
      for (const module of customElementsManifest.modules) {
        const file = path.resolve(cwd, module.path);
        module.declarations = (module.declarations ?? []).filter(
          (declaration) => declaration.customElement || exported.has(`${file}#${declaration.name}`),
        );
        const names = new Set(module.declarations.map((declaration) => declaration.name));
        module.exports = (module.exports ?? []).filter(
          (item) => item.kind === 'custom-element-definition' || module.path === entry || names.has(item.name),
        );
        for (const declaration of module.declarations) {
          if (declaration.customElement) describeElement(declaration, module, program, checker, customElementsManifest, entry);
        }
      }
      customElementsManifest.modules = customElementsManifest.modules.filter(
        (module) => module.declarations.length > 0 || module.path === entry,
      );
    },
  };
}

function describeElement(declaration, module, program, checker, manifest, entry) {
  const node = findClass(program, path.resolve(module.path), declaration.name);
  const classType = node && checker.getTypeAtLocation(node);
  const memberType = (name) => {
    const symbol = classType?.getProperty(name);
    return symbol && node ? checker.getTypeOfSymbolAtLocation(symbol, node) : undefined;
  };
  const initializer = (name) =>
    node?.members.find((member) => ts.isPropertyDeclaration(member) && member.name.getText() === name)?.initializer;

  declaration.members = (declaration.members ?? []).filter(isPublicMember);
  for (const member of declaration.members) {
    if (member.kind !== 'field') continue;
    const type = memberType(member.name);
    if (type) member.type = { text: typeText(type, member.type?.text ?? checker.typeToString(type), checker, false) };
    const value = literalValue(initializer(member.name), checker);
    if (value !== undefined) member.default = value;
  }
  for (const attribute of declaration.attributes ?? []) {
    const type = attribute.fieldName && memberType(attribute.fieldName);
    if (type) attribute.type = { text: typeText(type, attribute.type?.text ?? checker.typeToString(type), checker, true) };
    // An attribute is text: only a literal default says what it holds when absent.
    const value = attribute.fieldName && literalValue(initializer(attribute.fieldName), checker);
    if (value) attribute.default = value;
    else delete attribute.default;
  }

  const eventMap = findEventMap(program, declaration.name);
  if (eventMap) {
    const events = new Map((declaration.events ?? []).map((event) => [event.name, event]));
    for (const property of eventMap.members) {
      if (!ts.isPropertySignature(property) || !property.type) continue;
      const name = property.name.getText().replace(/^['"]|['"]$/g, '');
      const event = events.get(name) ?? { name, description: '' };
      event.type = { text: property.type.getText() };
      events.set(name, event);
    }
    declaration.events = [...events.values()];
  }

  // The tag is defined in the package entry behind a guard the analyzer does not follow.
  const entryModule = manifest.modules.find((item) => item.path === entry);
  if (entryModule && declaration.tagName) {
    const definitions = (entryModule.exports ??= []);
    if (!definitions.some((item) => item.kind === 'custom-element-definition' && item.name === declaration.tagName)) {
      definitions.push({
        kind: 'custom-element-definition',
        name: declaration.tagName,
        declaration: { name: declaration.name, module: module.path },
      });
    }
  }
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/engine/**', 'src/**/*.d.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [publicApiPlugin()],
};
