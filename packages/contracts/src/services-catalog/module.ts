import { defineContractsModule } from '../module.ts';

/** The catalogue of the group's services (docs/modules/services-catalog.md). */
export const servicesCatalogContract = defineContractsModule({
  name: 'services-catalog',
  access: {
    /** Browses the catalogue, likes services and proposes new ones. */
    'services-catalog': 'everyone',
    /** Edits the catalogue's groups, services, regions and classifiers. */
    'services-catalog.edit': ['admin'],
  },
});
