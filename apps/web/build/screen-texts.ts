import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the console's source says about its texts, read without running it: the screens
 * (`lazyScreen(() => import('./page.tsx'), 'Page', ['ns', ...])`) with the namespaces each declares,
 * and the namespaces a module and everything it imports use. The catalogue test compares the two,
 * so a screen never renders before the texts it shows have arrived (docs/BENCHMARKS.md "Console
 * bundle"); the bundle measurement adds a screen's declared catalogues to its first load.
 */

/** One `lazyScreen(...)` call: where it is, the screen module it loads and the namespaces it declares. */
export type ScreenDeclaration = {
  /** The file holding the call (absolute). */
  file: string;
  /** The screen module (absolute). */
  module: string;
  exportName: string;
  namespaces: string[];
};

const parsed = new Map<string, ts.SourceFile>();
/** A module's syntax tree, parsed once (a test or a measurement reads the same files many times). */
function sourceFile(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) yield full;
  }
}

/** The module a relative specifier names (the console writes extensions; a folder means its index). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return (
    candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) ?? null
  );
}

const stringValue = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** `() => import('./page.tsx')`: the specifier. */
function importedBy(node: ts.Node | undefined): string | null {
  if (!node || !ts.isArrowFunction(node)) return null;
  const body = node.body;
  if (!ts.isCallExpression(body) || body.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
  return stringValue(body.arguments[0]);
}

const isLazyScreenCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'lazyScreen';

/**
 * The `lazyScreen(...)` calls of a file, each with the specifier of the module it loads: written in
 * the call, or in a constant of the file the call names (`const page = () => import('./pages.tsx')`).
 */
function lazyScreenCalls(source: ts.SourceFile) {
  const loaders = new Map<string, string>();
  const calls: { call: ts.CallExpression; specifier: string | null }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const specifier = importedBy(node.initializer);
      if (specifier) loaders.set(node.name.text, specifier);
    }
    if (isLazyScreenCall(node)) calls.push({ call: node, specifier: null });
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const entry of calls) {
    const load = entry.call.arguments[0];
    entry.specifier = load && ts.isIdentifier(load) ? (loaders.get(load.text) ?? null) : importedBy(load);
  }
  return calls;
}

/** Every screen declared under `srcDir`. */
export function screenDeclarations(srcDir: string): ScreenDeclaration[] {
  const screens: ScreenDeclaration[] = [];
  for (const file of sourceFiles(srcDir)) {
    if (!readFileSync(file, 'utf8').includes('lazyScreen(')) continue;
    for (const { call, specifier } of lazyScreenCalls(sourceFile(file))) {
      const [, exportName, texts] = call.arguments;
      const module = specifier && resolveImport(file, specifier);
      if (!module) throw new Error(`${file}: lazyScreen without a relative import() of its module`);
      if (!texts || !ts.isArrayLiteralExpression(texts)) {
        throw new Error(`${file}: lazyScreen of ${specifier} without its list of namespaces`);
      }
      screens.push({
        file,
        module,
        exportName: stringValue(exportName) ?? exportName?.getText() ?? '',
        namespaces: texts.elements.map((element) => {
          const value = stringValue(element);
          if (value === null) throw new Error(`${file}: ${specifier}: namespaces must be written out`);
          return value;
        }),
      });
    }
  }
  return screens;
}

/** Names under which a string literal is a namespace: `namespace="users"`, `ns: 'users'`, `namespace = 'users'`. */
const NAMESPACE_NAMES = new Set(['namespace', 'ns']);
/** Calls whose first argument is a namespace (or a list of them). */
const NAMESPACE_CALLS = new Set(['useTranslation', 'withTranslation', 'getFixedT', 'loadNamespaces']);

function nameOf(node: ts.Node): string | null {
  if (
    (ts.isJsxAttribute(node) ||
      ts.isPropertyAssignment(node) ||
      ts.isParameter(node) ||
      ts.isBindingElement(node) ||
      ts.isVariableDeclaration(node)) &&
    (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
  ) {
    return node.name.text;
  }
  return null;
}

/** Functions that take a namespace by position: name → the indexes of their `namespace`/`ns` parameters. */
export type NamespaceHelpers = ReadonlyMap<string, number[]>;

/**
 * The console's functions with a parameter named `namespace` or `ns`: a string given there names a
 * namespace (`activityAction('events', ...)`), where the same string elsewhere may be a query key.
 */
export function namespaceHelpers(srcDir: string): NamespaceHelpers {
  const helpers = new Map<string, number[]>();
  const record = (name: string, parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    parameters.forEach((parameter, index) => {
      if (ts.isIdentifier(parameter.name) && NAMESPACE_NAMES.has(parameter.name.text)) {
        helpers.set(name, [...(helpers.get(name) ?? []), index]);
      }
    });
  };
  for (const file of sourceFiles(srcDir)) {
    const visit = (node: ts.Node) => {
      if (ts.isFunctionDeclaration(node) && node.name) record(node.name.text, node.parameters);
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
      ) {
        record(node.name.text, node.initializer.parameters);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile(file));
  }
  return helpers;
}

/**
 * The namespaces one file's code refers to: `useTranslation('users')` (or a list), keys written
 * with their namespace (`t('users:fields.email')`, `` `users:roles.${name}` ``), and a namespace
 * handed to a shared component (`namespace="users"`) or helper (see `namespaceHelpers`). Plain keys
 * of `useTranslation()` are `common`.
 */
function namespacesIn(
  source: ts.SourceFile,
  known: ReadonlySet<string>,
  helpers: NamespaceHelpers,
): Set<string> {
  const found = new Set<string>();
  const add = (value: string | null) => {
    if (value !== null && known.has(value)) found.add(value);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const prefix = /^(\w+):/.exec(node.text)?.[1];
      if (prefix) add(prefix);
      let holder: ts.Node = node.parent;
      if (ts.isJsxExpression(holder)) holder = holder.parent;
      if (holder && NAMESPACE_NAMES.has(nameOf(holder) ?? '')) add(node.text);
      // A namespace handed to a helper by position (`useDeleteRecord(url, 'users')`).
      const call = node.parent;
      if (ts.isCallExpression(call) && ts.isIdentifier(call.expression)) {
        const index = call.arguments.indexOf(node as ts.Expression);
        if (index >= 0 && helpers.get(call.expression.text)?.includes(index)) add(node.text);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const first = node.arguments[name === 'getFixedT' ? 1 : 0];
      if (NAMESPACE_CALLS.has(name) && first) {
        if (ts.isArrayLiteralExpression(first))
          for (const element of first.elements) add(stringValue(element));
        else add(stringValue(first));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Relative modules a file imports at run time (not `import type`); the screens it declares excepted. */
function importsOf(source: ts.SourceFile): string[] {
  // A screen declared here loads with its own texts, checked on its own.
  const screens = new Set(lazyScreenCalls(source).map(({ specifier }) => specifier));
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const value = stringValue(node.moduleSpecifier);
      if (value) specifiers.push(value);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      const value = stringValue(node.moduleSpecifier);
      if (value) specifiers.push(value);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      // Parts a screen loads later (a dialog, a chart) show its texts too.
      const value = stringValue(node.arguments[0]);
      if (value && !screens.has(value)) specifiers.push(value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/**
 * The namespaces `entry` and every module it reaches through relative imports use, each with one
 * file that uses it (for the message when one is missing).
 */
export function namespacesUsed(
  entry: string,
  known: ReadonlySet<string>,
  helpers: NamespaceHelpers,
): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = sourceFile(file);
    for (const namespace of namespacesIn(source, known, helpers))
      if (!used.has(namespace)) used.set(namespace, file);
    for (const specifier of importsOf(source)) {
      const module = resolveImport(file, specifier);
      if (module) pending.push(module);
    }
  }
  return used;
}
