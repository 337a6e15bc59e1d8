import { SearchMapScreen } from '../../features/loads/map/search-map-screen.tsx';

export function Component() {
  return <SearchMapScreen />;
}
