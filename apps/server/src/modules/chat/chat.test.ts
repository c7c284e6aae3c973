import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessagesPage, ChatRoomsPage, ChatSent } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { nextMessage } from '../../../test/observe.ts';
import { multipart } from '../../../test/http.ts';
import { defineChatRoomKind } from './chat.policy.ts';

let ctx: TestContext;
let api: ApiClient;

interface Person {
  id: number;
  session: Session;
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  // A module's room kind: members write; holders of `hr` read and write any room of it.
  ctx.services.chat.registerKind(
    defineChatRoomKind({
      kind: 'test_case',
      may: (actor, _action, _room, member) => member || actor.roles.includes('hr'),
    }),
  );
});
afterAll(async () => ctx?.close());

async function person(roles: 'hr'[] = []): Promise<Person> {
  const user = await buildUser(ctx.database.db, { roles });
  return { id: user.id, session: await api.as(user) };
}

const send = (who: Person, payload: object) => who.session.post('/api/chat', payload);
const get = (who: Person, query = '') => who.session.get(`/api/chat${query}`);
const read = (who: Person, ids: unknown) => who.session.post('/api/chat/onMessageRead', { ids });
const rooms = async (who: Person) => (await get(who)).json<ChatRoomsPage>();

describe('POST /api/chat', () => {
  it('starts a direct conversation by user_id, then writes into it by room_id', async () => {
    const [anna, boris] = [await person(), await person()];
    const first = await send(anna, { user_id: boris.id, message: '  Привет! Как дела с отчётом?  ' });
    expect(first.statusCode).toBe(201);
    const sent = first.json<ChatSent>();
    expect(sent.data).toMatchObject({
      user_id: anna.id,
      message: 'Привет! Как дела с отчётом?',
      read: false,
      seen: true,
      attachments: [],
    });
    expect(sent.room).toMatchObject({ kind: 'direct', peer: { id: boris.id }, unread_count: 0 });

    const reply = await send(boris, { room_id: sent.room.id, message: 'Почти готов.\nПришлю к вечеру' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<ChatSent>().room.id).toBe(sent.room.id);
    // The same pair by user_id from the other side: the same room.
    const again = await send(boris, { user_id: anna.id, message: 'И ещё вопрос' });
    expect(again.json<ChatSent>().room.id).toBe(sent.room.id);
  });

  it('refuses empty, oversized and malformed messages with 400 and a Russian text', async () => {
    const [anna, boris] = [await person(), await person()];
    const empty = await send(anna, { user_id: boris.id, message: '   \n ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { message: ['Введите сообщение'] } });
    await ctx.services.settings.set('chat_message_max_length', '10');
    try {
      const long = await send(anna, { user_id: boris.id, message: 'очень длинное сообщение' });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ errors: { message: ['Сообщение не длиннее 10 символов'] } });
    } finally {
      await ctx.services.settings.set('chat_message_max_length', '4000');
    }
    // Nothing was created by the refused messages.
    expect((await rooms(anna)).data).toHaveLength(0);
    for (const payload of [
      { message: 'без адресата' },
      { room_id: 1, user_id: boris.id, message: 'оба' },
      { user_id: 'x', message: 'плохой id' },
      { user_id: anna.id, message: 'себе' },
      { user_id: boris.id, message: 'файл', attachments: ['a'] },
    ]) {
      const response = await send(anna, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/[а-яё]/i);
    }
  });

  it('answers 404 for a missing room or user and 403 for a room the actor is not in', async () => {
    const [anna, boris, stranger] = [await person(), await person(), await person()];
    expect((await send(anna, { room_id: 2_000_000, message: 'Есть кто?' })).statusCode).toBe(404);
    expect((await send(anna, { user_id: 2_000_000, message: 'Есть кто?' })).statusCode).toBe(404);
    const room = (await send(anna, { user_id: boris.id, message: 'Только нам' })).json<ChatSent>().room;
    const intrusion = await send(stranger, { room_id: room.id, message: 'Можно к вам?' });
    expect(intrusion.statusCode).toBe(403);
    expect(intrusion.json()).toMatchObject({ message: 'Вы не участник этой беседы' });
  });

  it('attaches the author’s own uploads, which members download and others do not', async () => {
    const [anna, boris, stranger] = [await person(), await person(), await person()];
    const upload = async (who: Person) => {
      const body = multipart({}, [
        {
          field: 'files[]',
          name: 'план.pdf',
          content: Buffer.from('%PDF-1.4 план'),
          type: 'application/pdf',
        },
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/attachments',
        headers: { ...who.session.headers, ...body.headers },
        payload: body.payload,
      });
      return response.json<{ data: { id: number }[] }>().data[0]!.id;
    };
    const mine = await upload(anna);
    const theirs = await upload(stranger);
    const foreign = await send(anna, { user_id: boris.id, message: 'Чужой файл', attachments: [theirs] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      errors: { attachments: [expect.stringMatching(/Файл не найден/)] },
    });

    const sent = await send(anna, { user_id: boris.id, message: '', attachments: [mine] });
    expect(sent.statusCode).toBe(201);
    const file = sent.json<ChatSent>().data.attachments[0]!;
    expect(file).toMatchObject({ name: 'план.pdf', url: `/api/chat/files/${mine}` });
    const download = (who: Person) => who.session.get(file.url);
    expect((await download(boris)).statusCode).toBe(200);
    expect((await download(boris)).body).toBe('%PDF-1.4 план');
    expect((await download(stranger)).statusCode).toBe(404);
  });
});

describe('GET /api/chat', () => {
  it('lists the actor’s rooms with the other party, the last message and unread counts', async () => {
    const [anna, boris, vera] = [await person(), await person(), await person()];
    await send(boris, { user_id: anna.id, message: 'Анна, добрый день' });
    await send(boris, { user_id: anna.id, message: 'Посмотрите, пожалуйста, договор' });
    await send(vera, { user_id: anna.id, message: 'Обед в час?' });
    const page = await rooms(anna);
    expect(page.meta).toMatchObject({ total: 2, unread: 3, current_page: 1 });
    expect(page.data.map((room) => [room.peer?.id, room.unread_count, room.last_message?.message])).toEqual([
      [vera.id, 1, 'Обед в час?'],
      [boris.id, 2, 'Посмотрите, пожалуйста, договор'],
    ]);
    expect(page.data[0]!.abilities).toEqual({ write: true });
  });

  it('pages a room’s messages newest first with before/after cursors', async () => {
    const [anna, boris] = [await person(), await person()];
    let roomId = 0;
    for (let n = 1; n <= 5; n++) {
      roomId = (
        await send(n % 2 ? anna : boris, { user_id: n % 2 ? boris.id : anna.id, message: `Сообщение ${n}` })
      ).json<ChatSent>().room.id;
    }
    const first = (await get(anna, `?room_id=${roomId}&per_page=2`)).json<ChatMessagesPage>();
    expect(first.data.map((message) => message.message)).toEqual(['Сообщение 5', 'Сообщение 4']);
    expect(first.meta).toEqual({ per_page: 2, has_older: true, has_newer: false });
    expect(first.links.next).toBe(`/api/chat?room_id=${roomId}&per_page=2&before=${first.data[1]!.id}`);
    const second = (await get(anna, first.links.next!.slice('/api/chat'.length))).json<ChatMessagesPage>();
    expect(second.data.map((message) => message.message)).toEqual(['Сообщение 3', 'Сообщение 2']);
    expect(second.meta).toMatchObject({ has_older: true, has_newer: true });
    const newer = (await get(anna, second.links.prev!.slice('/api/chat'.length))).json<ChatMessagesPage>();
    expect(newer.data.map((message) => message.message)).toEqual(['Сообщение 5', 'Сообщение 4']);
    // The same conversation by the person's id.
    const byUser = (await get(boris, `?user_id=${anna.id}&per_page=1`)).json<ChatMessagesPage>();
    expect(byUser.room?.id).toBe(roomId);
    expect(byUser.peer?.id).toBe(anna.id);
  });

  it('gives an empty conversation for a person not written to yet, 404 for a missing one', async () => {
    const [anna, boris] = [await person(), await person()];
    const response = await get(anna, `?user_id=${boris.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ChatMessagesPage>()).toMatchObject({ room: null, data: [], peer: { id: boris.id } });
    expect((await get(anna, '?user_id=2000000')).statusCode).toBe(404);
    expect((await get(anna, '?room_id=2000000')).statusCode).toBe(404);
    expect((await get(anna, '?room_id=abc')).statusCode).toBe(400);
    expect((await get(anna, '?room_id=1&before=1&after=2')).statusCode).toBe(400);
  });

  it('answers 403 to a non-member reading a room', async () => {
    const [anna, boris, stranger] = [await person(), await person(), await person()];
    const room = (await send(anna, { user_id: boris.id, message: 'Секрет' })).json<ChatSent>().room;
    const response = await get(stranger, `?room_id=${room.id}`);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/chat/onMessageRead', () => {
  it('moves the read mark, recounts unread, is idempotent and shows «прочитано» to the author', async () => {
    const [anna, boris] = [await person(), await person()];
    const ids: number[] = [];
    for (const text of ['Первое', 'Второе', 'Третье']) {
      ids.push((await send(anna, { user_id: boris.id, message: text })).json<ChatSent>().data.id);
    }
    expect((await rooms(boris)).meta.unread).toBe(3);

    const partly = await read(boris, [ids[0], ids[1]]);
    expect(partly.statusCode).toBe(200);
    expect(partly.json()).toMatchObject({
      data: { unread: 1, rooms: [{ last_read_message_id: ids[1], unread_count: 1 }] },
    });
    // Again, and an older one: nothing moves back, the count stays.
    for (const again of [[ids[0], ids[1]], [ids[0]]]) {
      const repeated = await read(boris, again);
      expect(repeated.json()).toMatchObject({
        data: { unread: 1, rooms: [{ last_read_message_id: ids[1] }] },
      });
    }
    const roomId = (await rooms(boris)).data[0]!.id;
    const seenByAnna = (await get(anna, `?room_id=${roomId}`)).json<ChatMessagesPage>();
    expect(seenByAnna.data.map((message) => [message.message, message.read])).toEqual([
      ['Третье', false],
      ['Второе', true],
      ['Первое', true],
    ]);
    const seenByBoris = (await get(boris, `?room_id=${roomId}`)).json<ChatMessagesPage>();
    expect(seenByBoris.data.map((message) => message.seen)).toEqual([false, true, true]);

    await read(boris, [ids[2]]);
    expect((await rooms(boris)).meta.unread).toBe(0);
    // Boris's answer does not count for him, and reading it is Anna's.
    await send(boris, { room_id: roomId, message: 'Принято' });
    expect((await rooms(boris)).meta.unread).toBe(0);
    expect((await rooms(anna)).meta.unread).toBe(1);
  });

  it('answers 404 for an unknown message, 403 for another room’s, 400 for bad ids; nothing is marked', async () => {
    const [anna, boris, stranger] = [await person(), await person(), await person()];
    const message = (await send(anna, { user_id: boris.id, message: 'Только Борису' })).json<ChatSent>().data;
    expect((await read(boris, [message.id, 2_000_000])).statusCode).toBe(404);
    expect((await read(stranger, [message.id])).statusCode).toBe(403);
    for (const bad of [[], ['x'], 'abc', [0], [1.5]]) {
      expect((await read(boris, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await rooms(boris)).meta.unread).toBe(1);
  });
});

describe('live delivery', () => {
  it('pushes a new message and a read mark to the room’s members on another server instance', async () => {
    const second = await createTestApp({ database: ctx.database });
    const [anna, boris] = [await person(), await person()];
    const socketOf = async (who: Person) => {
      const socket = await second.app.injectWS('/api/ws');
      const ready = nextMessage(socket, 'ready');
      socket.send(JSON.stringify({ type: 'auth', token: who.session.token }));
      await ready;
      return socket;
    };
    const [annaSocket, borisSocket] = [await socketOf(anna), await socketOf(boris)];
    try {
      const arrived = nextMessage(borisSocket, 'chat.message');
      const sent = (await send(anna, { user_id: boris.id, message: 'Вы на связи?' })).json<ChatSent>();
      expect(await arrived).toMatchObject({
        type: 'chat.message',
        data: { id: sent.data.id, room_id: sent.room.id, user_id: anna.id, message: 'Вы на связи?' },
      });
      const mark = nextMessage(annaSocket, 'chat.read');
      await read(boris, [sent.data.id]);
      expect(await mark).toEqual({
        type: 'chat.read',
        room_id: sent.room.id,
        user_id: boris.id,
        last_read_message_id: sent.data.id,
      });
    } finally {
      annaSocket.terminate();
      borisSocket.terminate();
      await second.app.close();
    }
  });
});

describe('rooms owned by another module', () => {
  it('creates one room per record, posts into it and lets its policy decide who reads and writes', async () => {
    const [owner, member, hr, stranger] = [
      await person(),
      await person(),
      await person(['hr']),
      await person(),
    ];
    const chat = ctx.services.chat;
    const room = await chat.ensureRoom({
      kind: 'test_case',
      entityId: 77,
      title: 'Заявка №77',
      link: '/services/dismissing-list',
      memberIds: [owner.id, member.id],
    });
    expect((await chat.ensureRoom({ kind: 'test_case', entityId: 77 })).id).toBe(room.id);
    const status = await chat.post({
      roomId: room.id,
      authorId: owner.id,
      message: 'Заявка согласована',
      silent: true,
      link: '/services/dismissing-list',
    });
    expect(status.link).toBe('/services/dismissing-list');
    await chat.post({ roomId: room.id, authorId: owner.id, message: 'Подпишите обходной лист' });
    // The silent status message is not counted.
    expect((await chat.unreadCounts(member.id, [room.id])).get(room.id)).toBe(1);
    expect(await chat.unreadTotal(member.id, 'test_case')).toBe(1);

    expect((await get(stranger, `?room_id=${room.id}`)).statusCode).toBe(403);
    const asHr = await get(hr, `?room_id=${room.id}`);
    expect(asHr.statusCode).toBe(200);
    expect(asHr.json<ChatMessagesPage>().room).toMatchObject({ title: 'Заявка №77', is_member: false });
    // Only members mark; HR joins by writing.
    expect((await read(hr, [status.id])).statusCode).toBe(403);
    expect((await send(hr, { room_id: room.id, message: 'Документы готовы' })).statusCode).toBe(201);
    expect((await read(hr, [status.id])).statusCode).toBe(200);
    expect((await rooms(member)).data[0]).toMatchObject({ kind: 'test_case', unread_count: 2, peer: null });
  });
});
