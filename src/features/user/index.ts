export { userQueryOptions, useUser } from './api/get-user';
export { updateUser, useUpdateUser, useUpdateUserOptimistically } from './api/change-user';
export { displayedWallet } from './wallet';
export { isRole, notifyTypes, roles, userStatuses, type NotifyType, type Role, type User, type UserStatus } from './types';
export { isPageAccess, mayOpen, pageAccessIds, seesInMenu, type PageAccess } from './page-access';
