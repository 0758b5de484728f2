import { useParams } from 'react-router';
import { BoardPage } from './BoardPage';
import { BoardsPage } from './BoardsPage';

/** `/{lang}/apps/scrumboard` shows every board, `/{lang}/apps/scrumboard/{boardId}` one of them. */
export function ScrumboardPage() {
  const { boardId } = useParams();
  return boardId ? <BoardPage key={boardId} boardId={boardId} /> : <BoardsPage />;
}
