import { PostLoadScreen } from '../../features/loads/post-load-screen.tsx';

export function Component() {
  return <PostLoadScreen />;
}
