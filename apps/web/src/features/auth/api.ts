import type {
  AuthResult,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '@loadboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-context.tsx';

/** The parsed (output) type of a contracts schema, without importing zod here. */
type Parsed<S extends { parse: (value: unknown) => unknown }> = ReturnType<S['parse']>;

export type LoginValues = Parsed<typeof loginBody>;
export type RegisterValues = Parsed<typeof registerBody>;
export type ForgotPasswordValues = Parsed<typeof forgotPasswordBody>;
export type ResetPasswordValues = Parsed<typeof resetPasswordBody>;

/** Screens of another user must not see this user's cached answers (and vice versa). */
function useForgetCachedAnswers() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries();
}

/** POSTs the values to `path` and signs in with the answer, keeping it in localStorage when `remember`. */
function useSignInThrough<Values>(path: string, remember: (values: Values) => boolean) {
  const { signIn } = useSession();
  const forget = useForgetCachedAnswers();
  return useMutation({
    mutationFn: async (values: Values) => {
      const { data } = await api.post<AuthResult>(path, values);
      forget();
      return signIn(data, remember(values));
    },
  });
}

/** POST /api/auth/login; on success the session is stored (localStorage when rememberMe). */
export const useLogin = () => useSignInThrough('/auth/login', (values: LoginValues) => values.rememberMe);

/** POST /api/auth/register; the answer signs the new user in (this browser session only). */
export const useRegister = () => useSignInThrough('/auth/register', (_values: RegisterValues) => false);

export function useForgotPassword() {
  return useMutation({
    mutationFn: (values: ForgotPasswordValues) => api.post<unknown>('/auth/forgot-password', values),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (values: ResetPasswordValues) => api.post<unknown>('/auth/reset-password', values),
  });
}
