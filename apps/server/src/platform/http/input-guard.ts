import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenCharacters } from '@intranet/contracts';
import { badRequest } from './app-error.ts';

const MAX_DEPTH = 32;

/** The path of the first string holding a NUL or another control character, or null. */
export function findForbiddenText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacters(key)) return [...path, key];
    const found = findForbiddenText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every route, whatever its schema says: a NUL or control character in the path, query or JSON body is a
 * Russian 400 before validation (PostgreSQL refuses NUL in text with 22021). Tab and line breaks pass;
 * single-line fields refuse them through `textSchema`.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const found = findForbiddenText(request[part]);
      if (found) {
        const field = found.join('.') || part;
        throw badRequest(CONTROL_CHARACTERS_MESSAGE, { [field]: [CONTROL_CHARACTERS_MESSAGE] });
      }
    }
  });
}
