import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Field path → first message, from zod issues (or fastify validation entries). */
export function fieldMessages(issues: ReadonlyArray<{ path?: PropertyKey[]; instancePath?: string; message?: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path ? issue.path.map(String).join('.') : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const name = key || '_';
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** Parses `data` with a contract schema, throwing a 400 AppError with the spec's field messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error.issues);
  throw new AppError('VALIDATION', result.error.issues[0]?.message ?? 'Invalid request', { extra: { fields } });
}
