/** Business constants of spec section 9 and decisions.md, shared by server and web. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const DOT_NUMBER_PATTERN = /^\d{7}$/;
export const ZIP_PATTERN = /^\d{5}$/;
export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const UNREAD_POLL_MS = 60_000;
export const HEADER_SEARCH_MIN_CHARS = 3;
export const HEADER_SEARCH_DEBOUNCE_MS = 300;
/** "Remember me" keeps a 30-day token in localStorage; otherwise a 12-hour token in sessionStorage. */
export const REMEMBER_ME_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const RESET_TOKEN_TTL_MINUTES = 60;
/** How many load board URLs one account may keep (registration and settings). */
export const LOAD_BOARD_URLS_MAX = 20;
