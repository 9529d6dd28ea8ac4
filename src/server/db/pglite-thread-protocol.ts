/** The messages between the server's thread and the thread that runs PGlite. */

export type PgliteThreadOptions = {
  /** A folder for the database files; absent for a database in memory (tests). */
  dataDir?: string;
  /** PostgreSQL settings (postgresql.conf lines) that size the database's memory. */
  settings?: string[];
};

export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type OIDs whose values come back as the text PostgreSQL sent (drizzle parses them itself). */
      rawTypes: number[];
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

/** A query's result, as PGlite returns it. */
export type ThreadResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

/** An error as far as it crosses threads: its message, name and PostgreSQL fields (code, detail, ...). */
export type ThreadError = { message: string; name: string; fields: Record<string, unknown> };

export type ThreadReply =
  | { id: number; result: ThreadResult | ThreadResult[] | null }
  | { id: number; error: ThreadError }
  | { id: 0; ready: true }
  | { id: 0; failed: ThreadError };

export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

export function fromThreadError(error: ThreadError): Error {
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return Object.assign(rebuilt, error.fields);
}
