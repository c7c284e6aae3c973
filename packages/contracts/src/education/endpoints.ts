import { defineEndpoints } from '../endpoint.ts';

/** Обучение: the calls of docs/modules/education.md. */
export const educationEndpoints = defineEndpoints('education', {});
