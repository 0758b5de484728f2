export {
  hasContent,
  newNoteSchema,
  noteChangeSchema,
  noteLabelSchema,
  noteLimits,
  noteSchema,
  noteTaskSchema,
  type NewNote,
  type Note,
  type NoteChange,
  type NoteLabel,
  type NoteTask,
} from './schemas';
export { NotesPage as NotesRoute } from './NotesPage';
