import { BoardScreen } from '../../features/loads/board/board-screen.tsx';

export function Component() {
  return <BoardScreen />;
}
