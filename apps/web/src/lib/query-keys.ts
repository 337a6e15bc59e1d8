/**
 * Query keys that one feature invalidates on behalf of another (a new request changes the
 * requester's dashboard and contacts; a notification changes both too), in one neutral place so
 * features need not import each other.
 */
export const DASHBOARD_KEY = 'dashboard';
export const CONTACTS_KEY = 'contacts';

/** Every cached answer about posts lives under this key, so one invalidation refreshes them all. */
export const LOADS_KEY = 'loads';
/** Every cached answer about load requests. */
export const REQUESTS_KEY = 'requests';
