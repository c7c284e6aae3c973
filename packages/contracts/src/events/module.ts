import { defineContractsModule } from '../module.ts';

/** Events (docs/modules/events.md); organisers' writes are community moderation (social/module.ts). */
export const eventsContract = defineContractsModule({
  name: 'events',
  commentable: ['event'],
  searchable: { event: 'События' },
});
