import { BoardScreen } from '../../features/loads/board-screen.tsx';

export function Component() {
  return <BoardScreen />;
}
