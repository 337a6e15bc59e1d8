import { useParams } from 'react-router';
import { ViewRequestsScreen } from '../../features/requests/view-requests-screen.tsx';

/** /view-requests/:loadId (spec 2). */
export function Component() {
  const { loadId } = useParams();
  return <ViewRequestsScreen key={loadId} loadIdParam={loadId} />;
}
