import { API_BASE } from './api-client.ts';

/**
 * A photo path from the API is either a full URL or a path relative to the API base
 * ('users/7/photo', '/users/7/photo' or '/api/users/7/photo' all mean the same file).
 */
export function resolveAssetUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(?:[a-z][a-z\d+\-.]*:|\/\/)/i.test(value)) return value;
  const relative = value.replace(/^\/+/, '');
  const base = API_BASE.replace(/^\/+|\/+$/g, '');
  return relative === base || relative.startsWith(`${base}/`) ? `/${relative}` : `/${base}/${relative}`;
}
