import { UsersScreen } from '../../../features/admin-users/users-screen.tsx';

export function Component() {
  return <UsersScreen />;
}
