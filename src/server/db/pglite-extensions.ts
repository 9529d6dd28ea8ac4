import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the schema uses, loaded into every PGlite that runs queries: the same ones a
 * PostgreSQL server offers from its contrib package, so both databases run one schema (0110).
 */
export const pgliteExtensions = { pg_trgm };

/** Created before the migrations run: an index of the schema needs pg_trgm's operator classes. */
export const SCHEMA_EXTENSIONS_SQL = 'create extension if not exists pg_trgm';
