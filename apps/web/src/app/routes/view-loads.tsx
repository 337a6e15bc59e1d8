import { MyLoadsScreen } from '../../features/loads/my-loads/my-loads-screen.tsx';

export function Component() {
  return <MyLoadsScreen />;
}
