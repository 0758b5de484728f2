import { z } from '@/lib/validation';

/** A task or a section heading of the tasks app (template-apps.md point 3, Tasks). */
export const taskSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['section', 'task']),
  title: z.string(),
  notes: z.string().nullable(),
  completed: z.boolean(),
  /** ISO date-time. */
  dueDate: z.string().nullable(),
  /** 0 to 2; new tasks start at 1. */
  priority: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  tags: z.array(z.string()),
  assignedTo: z.string().nullable(),
  subTasks: z.array(z.object({ id: z.string().min(1), title: z.string(), completed: z.boolean() })),
  order: z.number(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskTagSchema = z.object({ id: z.string().min(1), title: z.string().trim().min(1) });
export type TaskTag = z.infer<typeof taskTagSchema>;
