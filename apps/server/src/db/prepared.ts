/**
 * Fixed-text statements for the room's hot path (a bid's append, a catch-up's read): run by the
 * driver under Drizzle without building the query each time. On PostgreSQL the statement is named,
 * so each pooled connection parses and plans it once; on PGlite it is a plain parameterised query.
 * Only for statements whose text never changes: the parameters carry every varying part (arrays
 * through `unnest` for a varying number of rows).
 */
import type { Db } from './client';

/** A named statement: `name` is unique per `text` for the life of the process. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/** The driver under a Drizzle database: node-postgres' pool or a PGlite instance. */
interface DriverClient {
  query(
    config: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/** True for node-postgres (its pool takes a query config with a name); PGlite takes text only. */
const isPgPool = (client: object) => 'totalCount' in client;

/**
 * Runs `statement` with `values` on `db`'s own driver (outside any transaction).
 * @returns the rows as the driver parses them (timestamps as `Date`, jsonb as values).
 * @throws the driver's error (e.g. a unique violation, `db/errors.ts`).
 */
export async function runPrepared<Row>(
  db: Db,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: DriverClient }).$client;
  const result = isPgPool(client)
    ? await client.query({ name: statement.name, text: statement.text, values })
    : await client.query(statement.text, values);
  return result.rows as Row[];
}
