import { type Plugin, parseAst, Visitor } from 'vite';

/** The parts of a catalogue entry only the server reads (it checks requests and replies with them). */
const SERVER_ONLY = new Set(['request', 'response', 'example', 'ids', 'summary']);
const CONTRACT_FILES = /[\\/]packages[\\/]contract[\\/]src[\\/].+(?<!\.spec)\.ts$/;
/** Initialisers that cost nothing when left unused. */
const PLAIN = /^(Literal|Identifier|ArrowFunctionExpression|FunctionExpression)$/;

interface Edit {
  at: number;
  end: number;
  text: string;
}

/**
 * The web's build of a contract file: each `defineCall({...})` keeps its path, service code,
 * function code and flags but loses its zod request and reply (and summary, example, ids), and
 * each top-level value is marked pure, so a schema nothing on the page uses is dropped from the
 * bundle, and zod with it. The web app types its calls from the full catalogue; the server
 * checks every payload against it (docs/architecture.md, "How one call flows").
 */
export function stripServerOnly(code: string, id: string): string | null {
  const program = parseAst(code, { lang: 'ts' }, id);
  const edits: Edit[] = [];
  new Visitor({
    CallExpression(node) {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'defineCall') return;
      const spec = node.arguments[0];
      if (spec?.type !== 'ObjectExpression') return;
      for (const property of spec.properties) {
        if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
        if (!SERVER_ONLY.has(property.key.name)) continue;
        edits.push({ at: property.start, end: code[property.end] === ',' ? property.end + 1 : property.end, text: '' });
      }
    },
  }).visit(program);
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) {
      if (!init || PLAIN.test(init.type)) continue;
      // An IIFE marked pure: evaluated where it stood when used, dropped when not.
      edits.push({ at: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
      edits.push({ at: init.end, end: init.end, text: '))()' });
    }
  }
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.at - a.at || b.end - a.end)) {
    out = out.slice(0, edit.at) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** The call catalogue as the web app needs it: paths and flags, no schemas (see stripServerOnly). */
export function pathOnlyCalls(): Plugin {
  return {
    name: 'sc-path-only-calls',
    enforce: 'pre',
    transform: {
      filter: { id: CONTRACT_FILES },
      handler(code, id) {
        const out = stripServerOnly(code, id);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
