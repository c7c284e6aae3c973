import { defineEndpoints } from '../endpoint.ts';

/** Баллы: the calls of docs/modules/points.md. */
export const pointsEndpoints = defineEndpoints('points', {});
