import { accessRule } from '../../platform/auth/authorize.ts';

/**
 * Who may do what in the catalogue (docs/modules/services-catalog.md): everyone reads, likes and proposes
 * (the route guard `services-catalog`); the access key `services-catalog.edit` (administrators) edits groups,
 * services, regions and classifiers.
 */
export const editCatalog = accessRule(
  'services-catalog.edit',
  'Изменять каталог сервисов может администратор',
);
