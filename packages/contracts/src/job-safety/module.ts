import { defineContractsModule } from '../module.ts';

/** Job-safety training: articles, tests, education, evaluations, protocols (docs/modules/job-safety.md). */
export const jobSafetyContract = defineContractsModule({
  name: 'job-safety',
  access: {
    /** Reads the articles, takes tests and studies. */
    'job-safety': 'everyone',
    /** Edits chapters, articles, tickets and evaluation windows; sees the reports of everyone. */
    'job-safety.admin': ['hr', 'admin'],
  },
});
