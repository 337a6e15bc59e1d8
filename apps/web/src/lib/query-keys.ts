/**
 * Query keys that one feature invalidates on behalf of another (a new request changes the
 * requester's dashboard and contacts; a notification changes both too), in one neutral place so
 * features need not import each other.
 */
export const DASHBOARD_KEY = 'dashboard';
export const CONTACTS_KEY = 'contacts';
