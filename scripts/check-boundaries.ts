/**
 * The import rules Biome cannot express, run by `npm run lint` after `biome check`
 * (docs/architecture.md, Boundaries). Biome's noRestrictedImports matches import specifiers by pattern; the rules
 * here need the resolved path of a relative import or the kind of each imported name:
 * - web features never import each other: only apps/web/src/app/ composes them;
 * - packages/contracts imports from core only its types and its constant closed sets (UPPER_CASE names), never a
 *   function, and nothing else of the repo;
 * - packages/core and packages/contracts never reach outside their package by a relative path;
 * - `import.meta.env` is read only in the web's config module;
 * - the server's modules (apps/server/src/modules/<module>/) import each other without a cycle: a module that
 *   needs one above it gets it handed in (as the users routes get billing's part of a subscriber's page);
 * - the server's code reaches a module only through its front door (`modules/<module>`, its index.ts), which only
 *   re-exports, and a module's own files never import their front door; tests (apps/server/test) may reach inside;
 * - every package a workspace's file imports is declared in that workspace's package.json (the root's test tools,
 *   its devDependencies, also serve every test file), and the server's and the packages' runtime code imports
 *   values only from `dependencies`, so `npm prune --omit=dev` keeps what `npm run serve` loads.
 * Prints one line per broken rule and exits 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const FEATURES_DIR = 'apps/web/src/features/';
const SERVER_MODULES_DIR = 'apps/server/src/modules/';
const SERVER_CODE_DIR = 'apps/server/src/';
const WEB_CONFIG_MODULE = 'apps/web/src/lib/config.ts';
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;

interface ImportSite {
  specifier: string;
  node: ts.Node;
  /** Imported names that are values (not `type`); empty for a side-effect or type-only import. */
  valueNames: string[];
}

interface Violation {
  file: string;
  node: ts.Node;
  source: ts.SourceFile;
  message: string;
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(relative));
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(relative);
  }
  return found;
}

function importSites(source: ts.SourceFile): ImportSite[] {
  const sites: ImportSite[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const valueNames: string[] = [];
      if (clause && !clause.isTypeOnly) {
        if (clause.name) valueNames.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) valueNames.push('*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) valueNames.push((element.propertyName ?? element.name).text);
          }
        }
      }
      sites.push({ specifier: node.moduleSpecifier.text, node: node.moduleSpecifier, valueNames });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const valueNames: string[] = [];
      if (!node.isTypeOnly) {
        if (!node.exportClause) valueNames.push('*');
        else if (ts.isNamedExports(node.exportClause)) {
          for (const element of node.exportClause.elements) {
            if (!element.isTypeOnly) valueNames.push((element.propertyName ?? element.name).text);
          }
        } else valueNames.push('*');
      }
      sites.push({ specifier: node.moduleSpecifier.text, node: node.moduleSpecifier, valueNames });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      sites.push({ specifier: node.arguments[0].text, node: node.arguments[0], valueNames: ['*'] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** The repo-relative path a relative specifier points at (without extension), or null for a package import. */
function resolveRelative(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/** The top folder under `dir` a repo path is in (a web feature, a server module), or null. */
function areaOf(dir: string, repoPath: string): string | null {
  if (!repoPath.startsWith(dir)) return null;
  return repoPath.slice(dir.length).split('/')[0] ?? null;
}
const featureOf = (repoPath: string) => areaOf(FEATURES_DIR, repoPath);
/** A server module's index.ts: what the rest of the server may use of the module (docs/architecture.md, Boundaries). */
const isFrontDoor = (repoPath: string) => /^apps\/server\/src\/modules\/[^/]+\/index\.ts$/.test(repoPath);

/** Module → the modules it imports, with one import site of each edge to point at. */
const moduleEdges = new Map<string, Map<string, { file: string; node: ts.Node; source: ts.SourceFile }>>();

/** Each cycle among the server's modules, once, as the list of modules around it. */
function moduleCycles(): string[][] {
  const cycles = new Map<string, string[]>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of moduleEdges.get(at)?.keys() ?? []) {
      if (next === start) {
        const ring = [...trail];
        const first = ring.indexOf([...ring].sort()[0] as string);
        const key = [...ring.slice(first), ...ring.slice(0, first)].join(' → ');
        if (!cycles.has(key)) cycles.set(key, [...ring.slice(first), ...ring.slice(0, first)]);
      } else if (!trail.includes(next) && next > start) {
        walk(start, next, [...trail, next]);
      }
    }
  };
  for (const start of moduleEdges.keys()) walk(start, start, [start]);
  return [...cycles.values()];
}

function readsImportMetaEnv(source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'env' &&
      ts.isMetaProperty(node.expression) &&
      node.expression.keywordToken === ts.SyntaxKind.ImportKeyword
    ) {
      found.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface Workspace {
  /** Where its package.json is. */
  dir: string;
  folders: string[];
}

const ROOT_WORKSPACE: Workspace = { dir: '.', folders: ['scripts', 'e2e'] };
/** The workspaces and the root, each with the folders its files sit in; a file in none is the root's (*.config.ts). */
const WORKSPACES: Workspace[] = [
  { dir: 'packages/core', folders: ['packages/core'] },
  { dir: 'packages/contracts', folders: ['packages/contracts'] },
  { dir: 'apps/server', folders: ['apps/server'] },
  { dir: 'apps/web', folders: ['apps/web'] },
  ROOT_WORKSPACE,
];
/** Code that runs in production from source (`npm run serve` after `npm prune --omit=dev`). */
const RUNTIME_CODE = /^(apps\/server\/src|packages\/core\/src|packages\/contracts\/src)\//;
const TEST_CODE = /(^|\/)(test|e2e)\/|\.test\.tsx?$/;
const BUILTINS = new Set(builtinModules);

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
}

const rootManifest = readManifest('.');

function workspaceOf(file: string): Workspace {
  return (
    WORKSPACES.find(({ folders }) => folders.some((folder) => file.startsWith(`${folder}/`))) ??
    ROOT_WORKSPACE
  );
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; null for relative, `node:` and built-in imports. */
function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return BUILTINS.has(name) ? null : name;
}

function checkDeclared(
  file: string,
  site: ImportSite,
  report: (node: ts.Node, message: string) => void,
): void {
  const name = packageName(site.specifier);
  if (name === null) return;
  const workspace = workspaceOf(file);
  const manifest = readManifest(workspace.dir);
  const runtime = { ...manifest.dependencies, ...manifest.peerDependencies };
  const declared = { ...runtime, ...manifest.devDependencies };
  const testTools = TEST_CODE.test(file) ? (rootManifest.devDependencies ?? {}) : {};
  // The root's own files reach the workspaces (npm links them); a workspace declares the others it uses.
  if (workspace.dir === '.' && name.startsWith('@signaldesk/')) return;
  const where = workspace.dir === '.' ? 'the root package.json' : `${workspace.dir}/package.json`;
  if (!(name in declared) && !(name in testTools)) {
    report(site.node, `'${name}' is imported but not declared in ${where}`);
  } else if (RUNTIME_CODE.test(file) && site.valueNames.length > 0 && !(name in runtime)) {
    report(
      site.node,
      `'${name}' runs in production: declare it in the dependencies of ${where}, not devDependencies`,
    );
  }
}

function checkFile(file: string): Violation[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const violations: Violation[] = [];
  const report = (node: ts.Node, message: string) => violations.push({ file, node, source, message });
  const ownPackage = /^packages\/(core|contracts)\//.exec(file)?.[0];

  for (const site of importSites(source)) {
    const target = resolveRelative(file, site.specifier);
    if (ownPackage && target !== null && !target.startsWith(ownPackage)) {
      report(site.node, `${ownPackage} never reaches outside its package ('${site.specifier}')`);
    }
    if (file.startsWith('packages/contracts/') && site.specifier.startsWith('@signaldesk/')) {
      if (!site.specifier.startsWith('@signaldesk/core/')) {
        report(site.node, `packages/contracts imports nothing of the repo but core ('${site.specifier}')`);
      }
      for (const name of site.valueNames.filter((value) => !CONSTANT_NAME.test(value))) {
        report(
          site.node,
          `packages/contracts imports only core's types and UPPER_CASE constants, not '${name}' from '${site.specifier}'`,
        );
      }
    }
    checkDeclared(file, site, report);
    const fromModule = areaOf(SERVER_MODULES_DIR, file);
    const toModule = target === null ? null : areaOf(SERVER_MODULES_DIR, target);
    if (fromModule && toModule && fromModule !== toModule && !TEST_CODE.test(file)) {
      const edges = moduleEdges.get(fromModule) ?? new Map();
      if (!edges.has(toModule)) edges.set(toModule, { file, node: site.node, source });
      moduleEdges.set(fromModule, edges);
    }
    if (file.startsWith(SERVER_CODE_DIR) && toModule && target !== null) {
      const frontDoor = `${SERVER_MODULES_DIR}${toModule}`;
      const throughDoor = target === frontDoor || target === `${frontDoor}/index`;
      if (fromModule !== toModule && target !== frontDoor) {
        report(
          site.node,
          `'${site.specifier}' reaches inside module '${toModule}': import its front door ('${path.posix.relative(path.posix.dirname(file), frontDoor)}'), and export there what is missing`,
        );
      } else if (fromModule === toModule && throughDoor) {
        report(
          site.node,
          `module '${toModule}' imports its own front door ('${site.specifier}'): its files import each other directly`,
        );
      }
    }
    const fromFeature = featureOf(file);
    const toFeature = target === null ? null : featureOf(target);
    if (fromFeature && toFeature && fromFeature !== toFeature) {
      report(
        site.node,
        `feature '${fromFeature}' imports feature '${toFeature}' ('${site.specifier}'): features never import each other, apps/web/src/app/ composes them`,
      );
    }
  }
  if (isFrontDoor(file)) {
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) {
        report(
          statement,
          `a module's front door only re-exports (export … from './file'): write the code in a file of the module`,
        );
      }
    }
  }
  if (file !== WEB_CONFIG_MODULE) {
    for (const node of readsImportMetaEnv(source)) {
      report(node, `import.meta.env is read only in ${WEB_CONFIG_MODULE}`);
    }
  }
  return violations;
}

const rootConfigFiles = readdirSync(ROOT).filter((name) => /\.config\.(ts|mts)$/.test(name));
const files = [...WORKSPACES.flatMap(({ folders }) => folders.flatMap(sourceFiles)), ...rootConfigFiles];
const violations = files.flatMap(checkFile);
for (const ring of moduleCycles()) {
  const [from, to] = ring as [string, string];
  const site = moduleEdges.get(from)?.get(to ?? from);
  if (!site) continue;
  violations.push({
    ...site,
    message: `server modules import each other in a cycle (${[...ring, from].join(' → ')}): hand the lower one what it needs instead`,
  });
}
for (const { file, node, source, message } of violations) {
  const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
  process.stderr.write(`${file}:${line + 1}:${character + 1} boundaries  ${message}\n`);
}
process.stdout.write(`check-boundaries: ${files.length} files, ${violations.length} broken rule(s)\n`);
process.exitCode = violations.length > 0 ? 1 : 0;
