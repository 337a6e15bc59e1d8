import { LoadboardUrlsScreen } from '../../../features/loadboard/loadboard-urls-screen.tsx';

export function Component() {
  return <LoadboardUrlsScreen />;
}
