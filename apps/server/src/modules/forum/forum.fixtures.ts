import sharp from 'sharp';
import type { Board, Topic } from '@intranet/contracts';
import type { TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart, signIn, type SignedIn } from '../../../test/http.ts';

/** What the forum's API tests share: people signed in, and calls that assert their status. */
export interface ForumPeople {
  employee: SignedIn & { id: number };
  other: SignedIn & { id: number };
  moderator: SignedIn & { id: number };
}

export async function forumPeople(ctx: TestContext): Promise<ForumPeople> {
  const db = ctx.database.db;
  const [e, o, m] = await Promise.all([
    buildUser(db),
    buildUser(db),
    buildUser(db, { roles: ['moderator'] }),
  ]);
  const session = async (user: typeof e) => ({
    ...(await signIn(ctx.app, user.login, user.password)),
    id: user.id,
  });
  return { employee: await session(e), other: await session(o), moderator: await session(m) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(ctx: TestContext) {
  return (session: SignedIn, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
}

export async function createBoard(ctx: TestContext, moderator: SignedIn, title: string): Promise<Board> {
  const response = await caller(ctx)(moderator, 'POST', '/api/boards', { title, description: 'Описание' });
  if (response.statusCode !== 201) throw new Error(`board: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Board }>().data;
}

export async function createTopic(
  ctx: TestContext,
  author: SignedIn,
  boardId: number,
  title: string,
  description = '<p>Обсудим?</p>',
): Promise<Topic> {
  const response = await caller(ctx)(author, 'POST', '/api/topics', {
    board_id: boardId,
    title,
    description,
  });
  if (response.statusCode !== 201) throw new Error(`topic: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Topic }>().data;
}

export async function comment(ctx: TestContext, author: SignedIn, topicId: number, body: string) {
  return caller(ctx)(author, 'POST', '/api/comments', {
    entity_type: 'topic',
    entity_id: topicId,
    body,
  });
}

/** Uploads a file through POST /api/upload/files and answers its id. */
export async function upload(
  ctx: TestContext,
  as: SignedIn,
  file: { name: string; content: Buffer; type?: string },
): Promise<number> {
  const body = multipart({}, [{ field: 'file', ...file }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/files',
    headers: { ...as.headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: number }[] }>().data[0]!.id;
}

export function png(width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}
