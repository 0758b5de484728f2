import { pictureRules, strict, z } from '@/lib/validation';

/** The longest texts the server takes. */
export const scrumboardLimits = { title: 200, description: 5000, labelTitle: 40, comment: 2000, checklistItem: 200 } as const;

/** Lists and cards sit at multiples of this step, so that a move between two neighbours finds room between them. */
export const positionStep = 65536;

const id = z.string().check(z.minLength(1));
const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(scrumboardLimits.title));

export const scrumboardMemberSchema = z.object({ id, name: z.string().check(z.minLength(1)), avatar: z.nullable(z.string()) });
export type ScrumboardMember = z.infer<typeof scrumboardMemberSchema>;

/** A board (template-apps.md point 3, Scrumboard): `icon` is a name of the UI icon set, `members` are member ids. */
export const boardSchema = z.object({
  id,
  title,
  description: z.string().check(z.maxLength(scrumboardLimits.description)),
  icon: z.string().check(z.minLength(1)),
  /** ISO date-time of the last change to the board, its lists or its cards. */
  lastActivity: z.iso.datetime({ offset: true }),
  members: z.array(z.string()),
});
export type Board = z.infer<typeof boardSchema>;

export const boardListSchema = z.object({ id, boardId: id, position: z.number(), title });
export type BoardList = z.infer<typeof boardListSchema>;

export const boardLabelSchema = z.object({
  id,
  boardId: id,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(scrumboardLimits.labelTitle)),
});
export type BoardLabel = z.infer<typeof boardLabelSchema>;

export const checklistItemSchema = z.object({
  id,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(scrumboardLimits.checklistItem)),
  checked: z.boolean(),
});
export const cardCommentSchema = z.object({
  id,
  memberId: id,
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(scrumboardLimits.comment)),
  time: z.iso.datetime({ offset: true }),
});
/** What a card takes as an attachment: pictures, PDFs and plain text, each up to 10 MB, at most 20 a card. */
export const attachmentRules = {
  types: [...pictureRules.types, 'application/pdf', 'text/plain'],
  maxBytes: 10 * 1024 * 1024,
  perCard: 20,
  nameLength: 200,
} as const;

export const cardAttachmentSchema = z.object({
  id,
  name: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  size: z.number().check(z.int(), z.nonnegative()),
  time: z.iso.datetime({ offset: true }),
});

/**
 * A card: the template's fields (labels are label ids, `dueDate` an ISO date-time or null) and what
 * its dialog shows besides: members, a checklist, comments and attachments.
 */
export const cardSchema = z.object({
  id,
  boardId: id,
  listId: id,
  position: z.number(),
  title,
  description: z.string().check(z.maxLength(scrumboardLimits.description)),
  labels: z.array(z.string()),
  dueDate: z.nullable(z.iso.datetime({ offset: true })),
  members: z.array(z.string()),
  checklist: z.array(checklistItemSchema),
  comments: z.array(cardCommentSchema),
  attachments: z.array(cardAttachmentSchema),
});
export type Card = z.infer<typeof cardSchema>;

/** What a card change may name: not its id, board, list or position (moving has its own endpoint). */
/** What a `PATCH` of a card may change: not where it sits, and not its comments (signed and timed by the server) or attachments. */
export const cardChangeSchema = strict(
  z.partial(z.omit(cardSchema, { id: true, boardId: true, listId: true, position: true, comments: true, attachments: true })),
);
export type CardChange = z.infer<typeof cardChangeSchema>;

export const boardChangeSchema = strict(z.partial(z.pick(boardSchema, { title: true, description: true, icon: true, members: true })));
export type BoardChange = z.infer<typeof boardChangeSchema>;

/** A board as `GET api/apps/scrumboard/board` answers it: with its lists and cards, each sorted by position. */
export type BoardWithContent = Board & { lists: BoardList[]; cards: Card[] };

/**
 * The position for an entry put between `before` and `after` (either may be missing: the start or
 * the end of the list): the midpoint, a step past the last, or half the first. Null when there is
 * no room left between the two (they are less than 2 apart): then the list is renumbered first.
 */
export function positionBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined && after === undefined) return positionStep;
  if (after === undefined) return before! + positionStep;
  const low = before ?? 0;
  if (after - low < 2) return null;
  return Math.floor((low + after) / 2);
}

/** Positions one step apart, in the given order: 65536, 131072, ... */
export const renumbered = <T extends { position: number }>(entries: readonly T[]): T[] =>
  entries.map((entry, index) => ({ ...entry, position: (index + 1) * positionStep }));
