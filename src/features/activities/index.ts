export type { ActivityEntry } from './schemas';
