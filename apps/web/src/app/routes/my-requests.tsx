import { MyRequestsScreen } from '../../features/requests/my-requests-screen.tsx';

/** /my-requests: the requests the user made, with their answers and counter-offers. */
export function Component() {
  return <MyRequestsScreen />;
}
