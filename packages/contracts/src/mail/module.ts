import { defineContractsModule } from '../module.ts';

/** E-mail through the outbox (docs/modules/platform.md, «Mail»). */
export const mailContract = defineContractsModule({
  name: 'mail',
  access: {
    /** The e-mail the portal sent or logged (the admin's «Почта» tab), and a test letter. */
    'mail.outbox': ['admin'],
  },
});
