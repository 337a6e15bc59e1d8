import { PostLoadScreen } from '../../features/loads/post/post-load-screen.tsx';

export function Component() {
  return <PostLoadScreen />;
}
