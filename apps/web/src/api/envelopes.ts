import type { ListEnvelope, listEnvelopeSchema } from '@intranet/contracts';
import type { z } from 'zod';

/**
 * The shapes the server answers in (contracts common.ts), typed from the contracts' schemas: hooks
 * type their calls with these and the contract types (`z.infer` of the response schemas), never with a
 * hand-written copy of a response.
 */

/** One record, or a list the API does not page: `{ data }`. */
export type DataEnvelope<T> = { data: T };

/** A page of a list: `{ data, links, meta }` (contracts' `listEnvelopeSchema`). */
export type Paginated<T> = ListEnvelope<T>;
export type { ListEnvelope };

/** The `meta` of a page: current_page, last_page, per_page, total. */
export type PageMeta = z.infer<ReturnType<typeof listEnvelopeSchema>>['meta'];
