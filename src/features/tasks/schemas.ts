import { strict, z } from '@/lib/validation';

/** The longest texts the server takes: a title is a line, notes are a few paragraphs. */
export const taskLimits = { title: 200, notes: 5000, subTaskTitle: 200, subTasks: 50, tags: 10, tagTitle: 40 } as const;

/** Low, Normal, High (template-apps.md point 3); a new task is Normal. */
export const taskPriorities = [0, 1, 2] as const;
export type TaskPriority = (typeof taskPriorities)[number];

const id = z.string().check(z.minLength(1));
const priority = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const subTaskSchema = z.object({ id, title: z.string().check(z.maxLength(taskLimits.subTaskTitle)), completed: z.boolean() });
export type SubTask = z.infer<typeof subTaskSchema>;

/** A task or a section heading of the tasks app (template-apps.md point 3, Tasks). */
export const taskSchema = z.object({
  id,
  type: z.enum(['section', 'task']),
  title: z.string().check(z.maxLength(taskLimits.title)),
  notes: z.nullable(z.string().check(z.maxLength(taskLimits.notes))),
  completed: z.boolean(),
  /** ISO date-time. */
  dueDate: z.nullable(z.iso.datetime({ offset: true })),
  /** 0 to 2; new tasks start at 1. */
  priority,
  tags: z.array(z.string()).check(z.maxLength(taskLimits.tags)),
  /** A member's id. */
  assignedTo: z.nullable(z.string()),
  subTasks: z.array(subTaskSchema).check(z.maxLength(taskLimits.subTasks)),
  order: z.number(),
});
export type Task = z.infer<typeof taskSchema>;
export type TaskType = Task['type'];

/** What a `PATCH api/apps/tasks/task` may change: neither the id, the type nor the order (reordering has its own endpoint). */
export const taskChangeSchema = strict(z.partial(z.omit(taskSchema, { id: true, type: true, order: true })));
export type TaskChange = z.infer<typeof taskChangeSchema>;

/** A blank task or section as the server makes it (template-apps.md point 4): first in the list. */
export const newTask = (taskId: string, type: TaskType): Task => ({
  id: taskId,
  type,
  title: '',
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order: 0,
});

export const taskTagSchema = z.object({ id, title: z.string().check(z.trim(), z.minLength(1), z.maxLength(taskLimits.tagTitle)) });
export type TaskTag = z.infer<typeof taskTagSchema>;

/** Someone a task can be given to. */
export const taskMemberSchema = z.object({ id, name: z.string().check(z.minLength(1)), avatar: z.nullable(z.string()) });
export type TaskMember = z.infer<typeof taskMemberSchema>;
