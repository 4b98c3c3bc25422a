import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { KeptMap } from './kept-map.ts';

// Hot statements built once per process instead of per call. Building a drizzle query (its
// columns, joins and conditions turned into text) costs more than PostgreSQL's work for a short
// statement; a statement built once is sent as PostgreSQL's named statement, which each
// connection parses and plans once, and later runs send only their values.

/**
 * How a condition takes a value: `asIs` puts the value in (a parameter of the statement built
 * now), `asPlaceholder` a placeholder of that name, whose value is given at each run (a statement
 * built once for every filter of its shape: the product list, BuiltOnce).
 */
export type Bind = <T>(name: string, value: T) => T;
export const asIs: Bind = (_name, value) => value;
export const asPlaceholder: Bind = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * The values a statement built with asPlaceholder takes at a run: `conditions` writes the call's
 * conditions through the Bind it is given, which keeps each value under its placeholder's name.
 */
export function placeholderValues(
  fixed: Record<string, unknown>,
  conditions: (bind: Bind) => unknown,
): Record<string, unknown> {
  const values = { ...fixed };
  conditions((name, value) => {
    values[name] = value;
    return value;
  });
  return values;
}

/** What a database handle (the pool's, or a transaction's) sends its statements on. */
type Connection = { query: (...args: never[]) => unknown };

/**
 * The connection a handle sends on: the pool for the database itself, the transaction's own
 * connection for a transaction, so a statement run on it reads and writes within it.
 */
function connectionOf(db: Db): Connection {
  const client = (db as unknown as { session?: { client?: Connection } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('prepared: not a node-postgres handle');
  return client;
}

/**
 * A drizzle query built once, run on any handle: `build` makes it with `sql.placeholder`s and
 * `.prepare('name')`. Its text, fields and result mapping do not depend on the handle it was
 * built on, only the connection it is sent on does, and that is the handle's given at each run
 * (drizzle's node-postgres prepared query sends on its `client`).
 */
export function preparedOnce<Q extends object>(build: (db: Db) => Q): (db: Db) => Q {
  let built: Q | undefined;
  return (db) => {
    built ??= build(db);
    return Object.create(built, { client: { value: connectionOf(db) } }) as Q;
  };
}

/** A statement written as SQL text with `@name` parameters (see statementOf). */
export interface Statement {
  /** PostgreSQL's name for it: made from the text, so one name never stands for two texts. */
  readonly name: string;
  readonly text: string;
  /** The parameters' names, in the order of $1, $2, … */
  readonly params: readonly string[];
}

/**
 * A statement from SQL text whose parameters are written `@name` (each name may appear more
 * than once; a cast follows as usual: `@at::timestamptz`).
 */
export function statementOf(sqlText: string): Statement {
  const params: string[] = [];
  const text = sqlText.replace(/@(\w+)/g, (_, name: string) => {
    let n = params.indexOf(name);
    if (n < 0) n = params.push(name) - 1;
    return `$${n + 1}`;
  });
  const name = `sc_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return { name, text, params };
}

/**
 * Runs a statement on the handle's connection with its parameters' values; the rows as
 * node-postgres reads them (bigint as text, timestamps as Date).
 */
export async function runStatement<R>(db: Db, statement: Statement, values: Record<string, unknown>): Promise<R[]> {
  const missing = statement.params.find((p) => !(p in values));
  if (missing) throw new Error(`statement parameter @${missing} has no value`);
  const connection = connectionOf(db) as unknown as {
    query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
  };
  const result = await connection.query({
    name: statement.name,
    text: statement.text,
    values: statement.params.map((p) => values[p]),
  });
  return result.rows;
}

/** The most statements given a name by their text (namedByText, BuiltOnce): each connection keeps each one's plan. */
export const NAMED_BY_TEXT_LIMIT = 500;
const namedByTextSeen = new Set<string>();

/**
 * The name a statement's text goes by, or undefined past NAMED_BY_TEXT_LIMIT texts in the process:
 * a filter made of many shapes (a list of ids of any length) cannot grow every connection's store
 * of plans without end.
 */
function nameOfText(text: string): string | undefined {
  const name = `sc_t${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  if (namedByTextSeen.has(name)) return name;
  if (namedByTextSeen.size >= NAMED_BY_TEXT_LIMIT) return undefined;
  namedByTextSeen.add(name);
  return name;
}

/** What drizzle's node-postgres prepared query holds of its text and the name it sends it by. */
interface NodePgPrepared {
  queryString: string;
  rawQueryConfig: { name?: string | undefined };
  queryConfig: { name?: string | undefined };
}

/**
 * A query built per call (its conditions depend on the filter) but sent as a named statement, the
 * name made from its text: the values are parameters, so a call with the same filter fields makes
 * the same text, and each connection parses and plans it once (PostgreSQL keeps a generic plan
 * after five runs if it costs no more than the runs' own plans). For a statement whose planning
 * costs more than its run, as a list page's with its SKUs and names.
 */
export function namedByText<P extends { execute(): Promise<unknown> }>(prepare: (name: string) => P): P {
  const prepared = prepare('');
  const raw = prepared as unknown as NodePgPrepared;
  if (typeof raw.queryString !== 'string' || !raw.rawQueryConfig || !raw.queryConfig) {
    throw new Error('namedByText: not a node-postgres prepared query');
  }
  const name = nameOfText(raw.queryString);
  raw.rawQueryConfig.name = name;
  raw.queryConfig.name = name;
  return prepared;
}

/**
 * A page size for `.limit()` written in a named statement's text rather than sent as a value:
 * PostgreSQL plans a LIMIT (or OFFSET) it cannot see for a tenth of the rows, and a plan made so
 * costs more than each call's own, so the named statement would keep none and be planned at every
 * call. A first page leaves OFFSET out for the same reason. Page sizes are few (the contract caps
 * them), so few texts.
 */
export function limitInText(size: number): number {
  return sql.raw(String(Math.trunc(size))) as unknown as number;
}

const dialect = new PgDialect();

/** A statement written as drizzle `sql` with `sql.placeholder`s, turned into its text once. */
export interface BuiltStatement {
  readonly text: string;
  /** The values of $1, $2, …: placeholders, and the values the shape itself fixed. */
  readonly params: readonly unknown[];
  readonly name: string | undefined;
}

/**
 * Statements written as drizzle `sql` and turned into text once for each shape of a call (its
 * key: what of the call changes the text), kept up to `limit` (KeptMap). For a
 * statement sent at every call whose building (drizzle turning columns and conditions into text,
 * then hashing it for its name) costs more than PostgreSQL's run of it.
 */
export class BuiltOnce {
  private readonly built: KeptMap<string, BuiltStatement>;
  constructor(limit: number) {
    this.built = new KeptMap(limit);
  }

  of(key: string, build: () => SQL): BuiltStatement {
    let statement = this.built.get(key);
    if (!statement) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      statement = { text, params, name: nameOfText(text) };
      this.built.set(key, statement);
    }
    return statement;
  }
}

/**
 * Runs a built statement by its name with its placeholders' values; the rows as node-postgres reads
 * them (columns under their stored names, bigint as text, timestamps as Date).
 */
export async function executeBuilt<R>(
  db: Db,
  statement: BuiltStatement,
  values: Record<string, unknown>,
): Promise<R[]> {
  const connection = connectionOf(db) as unknown as {
    query(config: { name?: string | undefined; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
  };
  const result = await connection.query({
    name: statement.name,
    text: statement.text,
    values: fillPlaceholders(statement.params as unknown[], values),
  });
  return result.rows;
}
