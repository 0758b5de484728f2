export { type Note, type NoteLabel } from './schemas';
