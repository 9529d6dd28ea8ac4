import fastJson from 'fast-json-stringify';
import { type ZodType, z } from 'zod';

type SerializerInput = { schema: unknown };

/**
 * A route's reply written by a serializer compiled once from its zod schema (through JSON Schema
 * and fast-json-stringify), instead of zod checking every object at run time: for lists of
 * hundreds of rows that check cost more than the query. The zod schema stays the one source of
 * truth; what it cannot express in JSON Schema fails at startup, not per request.
 */
export function compiledReplySerializer({ schema }: SerializerInput): (data: unknown) => string {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema as ZodType, {
    io: 'output',
    target: 'draft-7',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
