#!/usr/bin/env node
// Builds the server into one ES module, apps/server/dist/main.js, which `npm start` and the
// browser tests run with plain node (no TypeScript loader at run time). The server's own code
// and the call catalogue (@sc/contract, TypeScript sources) are bundled; every other package
// stays an import from node_modules (native sharp, the address data files, the PostgreSQL
// drivers), so nothing of the test stack is pulled in.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = `${here}/dist/main.js`;
const outDir = dirname(outfile);

/** Packages are imported from node_modules at run time, except our own workspace sources. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sc/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * A source's `import.meta.url` (the migrations folder, the web app's dist) points at where the
 * source file lies, as under tsx: relative to the bundle's own place, so the tree can move.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outDir, args.path).split('\\').join('/');
      const contents = text.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      return { contents, loader: 'ts' };
    });
  },
};

mkdirSync(outDir, { recursive: true });
const result = await build({
  entryPoints: [`${here}/src/main.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces map to the sources' files and lines; the sources themselves need not be in the map
  // (every server holds its loaded maps in memory).
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceUrls],
});
writeFileSync(`${outDir}/meta.json`, JSON.stringify(result.metafile));
writeFileSync(outfile, oneByteSource(readFileSync(outfile, 'utf8')));

/**
 * V8 keeps a module's source text on the heap, one byte a character if every character is
 * Latin-1 and two bytes otherwise: a single "−" in a comment doubled the 2 MB bundle to 4 MB of
 * an idle server's heap. esbuild already escapes strings, templates and identifiers; what it
 * leaves (comments, regular-expression literals) is escaped here as \uXXXX, which means the
 * same there. Only columns after such a character on its line shift in the source map.
 */
function oneByteSource(text) {
  return text.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
