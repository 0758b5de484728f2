/**
 * The endpoints of scrumboard, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const scrumboardEndpoints = {
  board: 'api/apps/scrumboard/board',
  card: 'api/apps/scrumboard/board/card',
  cardAttachment: 'api/apps/scrumboard/board/card/attachment',
  cardComment: 'api/apps/scrumboard/board/card/comment',
  cardPositions: 'api/apps/scrumboard/board/card/positions',
  cards: 'api/apps/scrumboard/board/cards',
  label: 'api/apps/scrumboard/board/label',
  labels: 'api/apps/scrumboard/board/labels',
  list: 'api/apps/scrumboard/board/list',
  lists: 'api/apps/scrumboard/board/lists',
  boards: 'api/apps/scrumboard/boards',
  members: 'api/apps/scrumboard/members',
} as const;
