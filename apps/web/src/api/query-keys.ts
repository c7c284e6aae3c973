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

export const queryKeys = {
  /** The key of a query that cannot run yet (`enabled: false`): it never reaches the server. */
  idle: ['idle'] as const,

  /**
   * The projects a person may write time to (GET /dba_projects), still called by hand there; the users' and
   * the organisation's keys come from their endpoints (api/endpoint-client.ts).
   */
  dbaProjects: ['dba-projects'] as const,

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

  /** Events' keys come from their endpoints (api/endpoint-client.ts): this prefix is theirs. */
  events: {
    all: ['events'] as const,
  },
} as const;
