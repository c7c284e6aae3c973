import { timesheetDistributionEndpoints } from '@intranet/contracts/timesheet/distributions.endpoints';
import { endpointKey } from './endpoint-client.ts';

/**
 * Every TanStack Query key of the web, one factory per server resource.
 *
 * A key is the resource's prefix plus the query the request sends, so one request is cached under one key
 * whichever screen asks for it, and a mutation invalidates a whole resource by its prefix (`.all`). A new
 * resource gets its factory here; hooks never write a key by hand.
 */

/** The query of a list over a period (`date_start`, `date_end` and the filters the call takes). */
export type PeriodQuery = Readonly<Record<string, string | number | undefined>> & {
  date_start: string;
  date_end: string;
};

type Params = Readonly<Record<string, string | number | boolean | undefined>>;

export const queryKeys = {
  /** GET /me, GET /settings: the session. */
  me: ['me'] as const,
  settings: ['settings'] as const,
  /** GET /settings/public: what the sign-in page may read before anyone signs in. */
  publicSettings: ['settings', 'public'] as const,
  /** The key of a query that cannot run yet (`enabled: false`): it never reaches the server. */
  idle: ['idle'] as const,

  /** GET /comments of one entity (pages loaded one after another). */
  comments: {
    all: ['comments'] as const,
    of: (entityType: string, entityId: number) => ['comments', entityType, entityId] as const,
  },
  /** GET /feeds, GET /posts/{id}/, GET /posts/abilities. */
  posts: {
    all: ['posts'] as const,
    feed: (params: Params) => ['posts', 'feed', params] as const,
    one: (id: number) => ['posts', 'one', id] as const,
    abilities: ['posts', 'abilities'] as const,
  },

  notifications: {
    all: ['notifications'] as const,
    list: (page: number) => ['notifications', 'list', page] as const,
  },

  /**
   * The employee card of the search (GET /users/{id}) and the projects a person may write time to (GET
   * /dba_projects), still called by hand there; the users' and the organisation's other keys come from their
   * endpoints (api/endpoint-client.ts).
   */
  users: {
    card: (id: number) => ['users', 'card', id] as const,
  },
  dbaProjects: ['dba-projects'] as const,

  /** GET /esearch: people and content. */
  search: {
    all: ['search'] as const,
    results: (q: string) => ['search', 'results', q] as const,
  },

  /** GET /chat: the rooms list (with the unread total) and a conversation's pages, by room or person. */
  chat: {
    all: ['chat'] as const,
    rooms: ['chat', 'rooms'] as const,
    messagesAll: ['chat', 'messages'] as const,
    messages: (target: { room_id?: number; user_id?: number }) => ['chat', 'messages', target] as const,
  },

  /** GET /support: the administrators' inbox. */
  support: {
    list: (page: number, perPage: number) => ['support', 'list', { page, perPage }] as const,
  },

  /** GET /mail: the portal's outgoing e-mail (the admin's «Почта» tab). */
  mail: {
    all: ['mail'] as const,
    list: (page: number, perPage: number) => ['mail', 'list', { page, perPage }] as const,
  },

  /** GET /permission/{role|user}/{id}. */
  permissions: {
    all: ['permissions'] as const,
    of: (kind: 'role' | 'user', id: number) => ['permissions', kind, id] as const,
  },

  /** GET /dba_statuses/users. */
  userStatuses: {
    all: ['users-statuses'] as const,
    list: (query: Params) => ['users-statuses', 'list', query] as const,
  },

  timesheet: {
    all: ['timesheet'] as const,
    /**
     * GET /timesheet/services_customers, which a new cut-off date changes: periods/periods.api.ts still
     * invalidates it by this name, so it is the endpoint's own key.
     */
    serviceTargets: endpointKey(timesheetDistributionEndpoints.targets),
    serviceCutOff: ['timesheet', 'service-cutoff'] as const,
  },

  /** The forum's keys come from its endpoints (api/endpoint-client.ts): this prefix is theirs. */
  forum: {
    all: ['forum'] as const,
  },

  /** The portfolio's keys come from its endpoints (api/endpoint-client.ts): this prefix is theirs. */
  portfolio: {
    all: ['portfolio'] as const,
  },

  /** The gallery's keys come from its endpoints (api/endpoint-client.ts): this prefix is theirs. */
  gallery: {
    all: ['gallery'] as const,
  },

  /** Events' own keys come from their endpoints (api/endpoint-client.ts); the tag search shares the prefix. */
  events: {
    all: ['events'] as const,
    tagSearch: (q: string) => ['events', 'tag-search', q] as const,
  },
} as const;
