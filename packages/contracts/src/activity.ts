/** The activity types of the admin's Activity Logs screen (spec 2). */
export const ACTIVITY_ACTIONS = [
  'STATUS_UPDATE',
  'USER_CREATED',
  'LOAD_POSTED',
  'LOAD_UPDATED',
  'LOAD_REPORTED',
  'REPORTS_REVIEWED',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
