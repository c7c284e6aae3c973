import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/**
 * A list read by POST (a report) links its pages to the same url with `?page=N&per_page=M`, which the
 * client POSTs with the same body (docs/decisions.md): every such route must read those two from its query,
 * or its links would lead nowhere (a GET on them is a 404).
 */
describe('lists read by POST', () => {
  it('take the page and per_page of their links from the query', () => {
    const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const lists: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const operation = operations.post;
      const answer = operation?.responses?.['200']?.content?.['application/json']?.schema;
      if (!operation || !answer?.properties?.links) continue;
      lists.push(path);
      const query = (operation.parameters ?? [])
        .filter((item) => item.in === 'query')
        .map((item) => item.name);
      expect(query, path).toEqual(expect.arrayContaining(['page', 'per_page']));
    }
    expect(lists.sort()).toEqual([
      '/api/dba/vacations/reports/{reportName}',
      '/api/timesheet/reports/{reportName}',
    ]);
  });
});
