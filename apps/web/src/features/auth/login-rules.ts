import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@loadboard/contracts';

/** The sign-in form's rules: the contract's, through zod (loaded by login-form.tsx when needed). */
export const loginResolver = zodResolver(loginBody);
