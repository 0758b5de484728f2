export { type Board, type BoardLabel, type BoardList, type BoardWithContent, type Card, type ScrumboardMember } from './schemas';
