import { authContract } from './auth/module.ts';
import { contentContract } from './content/module.ts';
import { eventsContract } from './events/module.ts';
import { factsContract } from './facts/module.ts';
import { filesContract } from './files/module.ts';
import { forumContract } from './forum/module.ts';
import { galleryContract } from './gallery/module.ts';
import { mailContract } from './mail/module.ts';
import { permissionsContract } from './permissions/module.ts';
import { portfolioContract } from './portfolio/module.ts';
import { postsContract } from './posts/module.ts';
import { requestsContract } from './requests/module.ts';
import { transfersContract } from './transfers/module.ts';
import { educationContract } from './education/module.ts';
import { cardsContract } from './cards/module.ts';
import { dismissalContract } from './dismissal/module.ts';
import { jobSafetyContract } from './job-safety/module.ts';
import { giftShopContract } from './gift-shop/module.ts';
import { pointsContract } from './points/module.ts';
import { servicesCatalogContract } from './services-catalog/module.ts';
import { settingsContract } from './settings/module.ts';
import { ssoContract } from './sso/module.ts';
import { directoryContract } from './directory/module.ts';
import { socialContract } from './social/module.ts';
import { supportContract } from './support/module.ts';
import { timesheetContract } from './timesheet/module.ts';
import { userStatusesContract } from './user-statuses/module.ts';
import { usersContract } from './users/module.ts';
import { vacationContract } from './vacation/module.ts';
import { workCalendarContract } from './work-calendar/module.ts';
import { workConditionsContract } from './work-conditions/module.ts';

/**
 * Every module's contracts manifest (`<module>/module.ts`), one line each. The order is the order of the
 * search results' groups.
 */
export const CONTRACT_MODULES = [
  usersContract,
  postsContract,
  contentContract,
  eventsContract,
  forumContract,
  galleryContract,
  portfolioContract,
  socialContract,
  timesheetContract,
  vacationContract,
  factsContract,
  requestsContract,
  transfersContract,
  educationContract,
  cardsContract,
  dismissalContract,
  jobSafetyContract,
  pointsContract,
  giftShopContract,
  servicesCatalogContract,
  workConditionsContract,
  userStatusesContract,
  workCalendarContract,
  permissionsContract,
  ssoContract,
  directoryContract,
  supportContract,
  mailContract,
  settingsContract,
  authContract,
  filesContract,
] as const;

type ContractModule = (typeof CONTRACT_MODULES)[number];
type KeysOf<M, Part extends 'access' | 'searchable'> = M extends { [K in Part]: infer T }
  ? keyof T & string
  : never;

/** Every module's access keys. */
export type ModuleAccessKey = KeysOf<ContractModule, 'access'>;
/** Every module's search kinds. */
export type ModuleSearchKind = KeysOf<ContractModule, 'searchable'>;
/** Every module's commentable entity types. */
export type ModuleCommentableType = ContractModule extends infer M
  ? M extends { commentable: readonly (infer T)[] }
    ? T
    : never
  : never;
