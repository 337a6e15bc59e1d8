import type { ProfileUpdateBody, TokenResult, UserProfile } from '@loadboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-context.tsx';

/** A photo may take a moment to upload on a slow line. */
const PHOTO_TIMEOUT_MS = 120_000;

/**
 * Each profile change answers the whole profile: it becomes the session's user at once, so the
 * sidebar, the header and this screen show it without another request.
 */
function useProfileChange<V>(send: (value: V) => Promise<{ data: UserProfile }>) {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: async (value: V) => (await send(value)).data,
    onSuccess: (profile) => setUser(profile),
  });
}

/** PUT /api/auth/profile/update with the whole profile object (spec 7). */
export const useUpdateProfile = () =>
  useProfileChange((profile: UserProfile & ProfileUpdateBody) =>
    api.put<UserProfile>('/auth/profile/update', profile),
  );

/** POST /api/users/profile-photo, multipart field `photo`. */
export const useUploadPhoto = () =>
  useProfileChange((photo: File) => {
    const form = new FormData();
    form.append('photo', photo, photo.name);
    return api.post<UserProfile>('/users/profile-photo', form, { timeoutMs: PHOTO_TIMEOUT_MS });
  });

/** The Change Password form's values, as the contract's rules check them. */
export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/** POST /api/auth/change-password; the server issues a new token and the old one stops working. */
export function useChangePassword() {
  const { replaceToken } = useSession();
  return useMutation({
    mutationFn: async (values: ChangePasswordValues) => {
      const body = await api.post<TokenResult>('/auth/change-password', values);
      replaceToken(body.data.token);
      return body;
    },
  });
}
