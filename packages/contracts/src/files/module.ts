import { defineContractsModule } from '../module.ts';

/** Uploads and downloads (docs/modules/platform.md, «Files and uploads»). */
export const filesContract = defineContractsModule({
  name: 'files',
  access: {
    /** Downloading any uploaded file, shared or not. */
    'files.read-any': ['admin'],
  },
});
