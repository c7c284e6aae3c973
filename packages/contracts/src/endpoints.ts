import type { Endpoint } from './endpoint.ts';
import { eventEndpoints } from './events/endpoints.ts';
import { forumEndpoints } from './forum/endpoints.ts';
import { galleryEndpoints } from './gallery/endpoints.ts';
import { portfolioEndpoints } from './portfolio/endpoints.ts';

/** Every module's declared endpoints: one line per module (the server's test checks each is registered). */
export const ENDPOINTS: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  events: eventEndpoints,
  forum: forumEndpoints,
  gallery: galleryEndpoints,
  portfolio: portfolioEndpoints,
};
