import { Navigate } from 'react-router';

/** /admin alone opens the first admin screen. */
export function Component() {
  return <Navigate to="/admin/users" replace />;
}
