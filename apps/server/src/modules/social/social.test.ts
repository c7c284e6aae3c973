import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Like } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { likes, socialCounters } from './social.schema.ts';

/** Comments and likes on posts, the first commentable entity (docs/modules/social.md). */
let ctx: TestContext;
let api: ApiClient;
let author: Session;
let reader: Session;
let moderator: Session;
let postId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const [a, r, m] = await Promise.all([
    buildUser(db),
    buildUser(db),
    buildUser(db, { roles: ['moderator'] }),
  ]);
  [author, reader, moderator] = await Promise.all([api.as(a), api.as(r), api.as(m)]);
  postId = await newPost();
});
afterAll(async () => ctx?.close());

async function newPost(): Promise<number> {
  const response = await author.post('/api/posts', {
    kind: 'post',
    body: '<p>Пост для обсуждения</p>',
    tags: [],
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const comment = (session: Session, payload: object) => session.post('/api/comments', payload);
const listComments = async (session: Session, id = postId) =>
  (await session.get(`/api/comments?entity_type=post&entity_id=${id}`)).json<{
    data: Comment[];
    meta: { total: number };
  }>();
const like = (session: Session, payload: object) => session.post('/api/likes', payload);

describe('comments', () => {
  it('adds a comment with a quote that keeps its text after the original is edited and deleted', async () => {
    const id = await newPost();
    const first = await comment(reader, { entity_type: 'post', entity_id: id, body: '  Первая мысль  ' });
    expect(first.statusCode).toBe(201);
    const original = first.json<{ data: Comment }>().data;
    expect(original.body).toBe('Первая мысль');
    expect(original.abilities).toEqual({ update: true, delete: true });

    const reply = await comment(author, {
      entity_type: 'post',
      entity_id: id,
      body: 'Согласен',
      quote_id: original.id,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<{ data: Comment }>().data).toMatchObject({
      quote_id: original.id,
      quote: 'Первая мысль',
      quote_author: { id: original.author.id },
    });

    const edited = await reader.put(`/api/comments/${original.id}`, {
      body: 'Передумал',
      updated_at: original.updated_at,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: Comment }>().data).toMatchObject({ body: 'Передумал', edited: true });
    expect(edited.json<{ data: Comment }>().data.edited_at).not.toBeNull();

    expect((await reader.delete(`/api/comments/${original.id}`)).statusCode).toBe(204);
    const after = await listComments(reader, id);
    expect(after.meta.total).toBe(1);
    expect(after.data.map((item) => [item.body, item.quote])).toEqual([['Согласен', 'Первая мысль']]);
  });

  it('refuses an empty, an oversized or an ill-typed comment with a Russian field text (400)', async () => {
    const empty = await comment(reader, { entity_type: 'post', entity_id: postId, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.body).toEqual([
      'Комментарий не может быть пустым',
    ]);
    const long = await comment(reader, { entity_type: 'post', entity_id: postId, body: 'я'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: Record<string, string[]> }>().errors.body).toEqual([
      'Комментарий длиннее 2000 символов',
    ]);
    const wrongType = await comment(reader, { entity_type: 'spaceship', entity_id: postId, body: 'Привет' });
    expect(wrongType.statusCode).toBe(400);
    const badQuery = await reader.get('/api/comments?entity_type=post&entity_id=abc');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json<{ errors: Record<string, string[]> }>().errors.entity_id).toEqual([
      'Неверный идентификатор',
    ]);
    const foreignQuote = await comment(reader, {
      entity_type: 'post',
      entity_id: postId,
      body: 'Цитата',
      quote_id: 999_999,
    });
    expect(foreignQuote.statusCode).toBe(400);
    expect(foreignQuote.json<{ errors: Record<string, string[]> }>().errors.quote_id).toBeDefined();
  });

  it('answers 404 for a comment on a missing post and for a missing comment', async () => {
    const missing = await comment(reader, { entity_type: 'post', entity_id: 999_999, body: 'Эй' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Запись для комментария не найдена');
    expect((await reader.get('/api/comments?entity_type=topic&entity_id=1')).statusCode).toBe(404);
    const put = await reader.put('/api/comments/999999', { body: 'Нет' });
    expect(put.statusCode).toBe(404);
  });

  it("forbids editing someone else's comment (403) and a stale edit (409)", async () => {
    const created = (await comment(reader, { entity_type: 'post', entity_id: postId, body: 'Моё' })).json<{
      data: Comment;
    }>().data;
    const foreign = await author.put(`/api/comments/${created.id}`, { body: 'Чужое' });
    expect(foreign.statusCode).toBe(403);
    const byModerator = await moderator.put(`/api/comments/${created.id}`, { body: 'Модератор' });
    expect(byModerator.statusCode).toBe(403);
    await reader.put(`/api/comments/${created.id}`, { body: 'Вторая версия' });
    const stale = await reader.put(`/api/comments/${created.id}`, {
      body: 'Третья',
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
  });

  it("lets a moderator delete anyone's comment (audited) and an employee only their own", async () => {
    const created = (
      await comment(reader, { entity_type: 'post', entity_id: postId, body: 'Спорное' })
    ).json<{
      data: Comment;
    }>().data;
    expect((await author.delete(`/api/comments/${created.id}`)).statusCode).toBe(403);
    expect((await moderator.delete(`/api/comments/${created.id}`)).statusCode).toBe(204);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'comment.delete'), eq(auditLog.targetId, String(created.id))));
    expect(audit).toHaveLength(1);
    expect((await listComments(reader)).data.map((item) => item.id)).not.toContain(created.id);
  });
});

describe('likes', () => {
  it('counts one like per person; a second like is no error and no row; unlike takes it back', async () => {
    const id = await newPost();
    const first = await like(reader, { entity_type: 'post', entity_id: id });
    expect(first.statusCode).toBe(201);
    const again = await like(reader, { entity_type: 'post', entity_id: id });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ data: Like }>().data).toEqual(first.json<{ data: Like }>().data);
    expect(first.json<{ data: Like }>().data).toMatchObject({ likes: 1, feed_id: id, entity_id: id });
    const second = await like(author, { entity_type: 'post', entity_id: id });
    expect(second.json<{ data: Like }>().data.likes).toBe(2);

    const likeId = first.json<{ data: Like }>().data.id;
    const foreign = await author.delete(`/api/likes/${likeId}`);
    expect(foreign.statusCode).toBe(403);
    const removed = await reader.delete(`/api/likes/${likeId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: { likes: number } }>().data.likes).toBe(1);
    const gone = await reader.delete(`/api/likes/${likeId}`);
    expect(gone.statusCode).toBe(404);
  });

  it('likes comments too, and answers 400 for a bad type and 404 for a missing thing', async () => {
    const created = (
      await comment(author, { entity_type: 'post', entity_id: postId, body: 'Лайкните' })
    ).json<{
      data: Comment;
    }>().data;
    expect((await like(reader, { entity_type: 'comment', entity_id: created.id })).statusCode).toBe(201);
    const listed = (await listComments(reader)).data.find((item) => item.id === created.id)!;
    expect(listed.likes).toBe(1);
    expect(listed.my_like_id).not.toBeNull();
    expect((await like(reader, { entity_type: 'planet', entity_id: 1 })).statusCode).toBe(400);
    expect((await like(reader, { entity_type: 'post', entity_id: 'x' })).statusCode).toBe(400);
    expect((await like(reader, { entity_type: 'post', entity_id: 999_999 })).statusCode).toBe(404);
    expect((await like(reader, { entity_type: 'comment', entity_id: 999_999 })).statusCode).toBe(404);
  });

  it('keeps one row and a count of one when the same person likes ten times at once', async () => {
    const id = await newPost();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => like(reader, { entity_type: 'post', entity_id: id })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const rows = await ctx.database.db
      .select()
      .from(likes)
      .where(and(eq(likes.entityType, 'post'), eq(likes.entityId, id)));
    expect(rows).toHaveLength(1);
    const [counter] = await ctx.database.db
      .select()
      .from(socialCounters)
      .where(and(eq(socialCounters.entityType, 'post'), eq(socialCounters.entityId, id)));
    expect(counter?.likes).toBe(1);
  });

  it('needs a signed-in user (401)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/likes',
      payload: { entity_type: 'post', entity_id: postId },
    });
    expect(response.statusCode).toBe(401);
  });
});
