// The repository's own ESLint rules for the layers of docs/ARCHITECTURE.md. ESLint's no-restricted-imports checks
// only static imports and exports; these rules read every way a module can name another (static, `import type`,
// `export … from`, dynamic `import()` and the type `import('…').Name`), so no kind of import slips past the table,
// and refuse an import cycle (decision 0107).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The module text a node names: a string literal or a template literal without expressions. */
function specifierOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  return null;
}

/** Calls `visit(specifierNode, specifier)` for every module the file names, whatever the kind of import. */
function moduleVisitors(visit) {
  const check = (node) => {
    const specifier = specifierOf(node);
    if (specifier !== null) visit(node, specifier);
  };
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
    // `import('…').Name` in a type: typescript-eslint 8 gives the literal as `source` (`argument` is deprecated).
    TSImportType: (node) => check(node.source),
    TSExternalModuleReference: (node) => check(node.expression),
  };
}

const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Every import a layer makes (static, type or dynamic) is one its row of LAYERS allows.' },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: { regex: { type: 'string' }, message: { type: 'string' } },
              required: ['regex', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map(({ regex, message }) => ({
      test: new RegExp(regex),
      message,
    }));
    return moduleVisitors((node, specifier) => {
      const refused = patterns.find(({ test }) => test.test(specifier));
      if (refused) context.report({ node, message: `'${specifier}': ${refused.message}` });
    });
  },
};

// ---------------------------------------------------------------------------------------------------------
// Cycles

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The TypeScript file a specifier names from `fromFile` (aliases as in tsconfig.json), or null (a package, CSS, JSON). */
function resolveModule(root, fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('@machines/')) base = path.join(root, 'machines', specifier.slice('@machines/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const suffix of CANDIDATE_SUFFIXES) {
    const candidate = base + suffix;
    if (SOURCE_EXTENSIONS.includes(path.extname(candidate)) && isFile(candidate)) return candidate;
  }
  return null;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Each file's imports as read from disk, kept while its modification time stays the same (one lint run reads each once). */
const importsOnDisk = new Map();

function diskImports(root, file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsOnDisk.get(file);
  if (cached?.mtime === mtime) return cached.targets;
  // TypeScript's own scanner: every import, export-from, import() and import('…') type, never one in a comment or string.
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = [
    ...new Set(importedFiles.map(({ fileName }) => resolveModule(root, file, fileName)).filter(Boolean)),
  ];
  importsOnDisk.set(file, { mtime, targets });
  return targets;
}

/** The chain of files from `start` back to `file` (both included), or null when `start` never leads back. */
function pathBack(root, start, file) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const current = queue.shift();
    if (current === file) {
      const chain = [];
      for (let step = current; step !== null; step = previous.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of diskImports(root, current)) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module imports (by any kind of import, at any distance) a module that imports it back.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = path.resolve(root, context.filename);
    return moduleVisitors((node, specifier) => {
      const target = resolveModule(root, file, specifier);
      if (!target) return;
      const chain = target === file ? [file] : pathBack(root, target, file);
      if (!chain) return;
      const names = [file, ...chain].map((step) => path.relative(root, step)).join(' -> ');
      context.report({
        node,
        message: `Import cycle: ${names}. Move what both need into a module both import (decision 0107).`,
      });
    });
  },
};

export default { meta: { name: 'layers' }, rules: { 'allowed-imports': allowedImports, 'no-cycle': noCycle } };
