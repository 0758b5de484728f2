export { documentFiles, documentIds, type DocumentId } from './schemas';
