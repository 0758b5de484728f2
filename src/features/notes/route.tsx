export { NotesPage as NotesRoute } from './NotesPage';
