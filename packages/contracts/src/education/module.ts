import { defineContractsModule } from '../module.ts';

/** Education requests, facilities and edicts: requests of the request engine (docs/modules/education.md). */
export const educationContract = defineContractsModule({
  name: 'education',
  access: {
    /** Files education requests and follows them; reads the edicts. */
    education: 'everyone',
    /** The training department's desk: every request, facilities, edicts, reports. */
    'education.admin': ['bp_education_admin', 'admin'],
  },
});
