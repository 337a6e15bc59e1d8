import { NotFoundScreen } from '../../components/not-found-screen.tsx';

export function Component() {
  return <NotFoundScreen />;
}
