import { ProfileScreen } from '../../features/profile/profile-screen.tsx';

/** /user-profile (spec 2). */
export function Component() {
  return <ProfileScreen />;
}
