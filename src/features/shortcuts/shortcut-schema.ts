import { z } from 'zod';
import { isIconName } from '@/components';

export interface ShortcutSchemaTexts {
  labelRequired: string;
  iconRequired: string;
  linkRequired: string;
}

/**
 * The shortcut form's rules (spec point 5): label, icon, link and useRouter are required, the
 * description is optional. The icon must be one of the UI icon set.
 */
export const shortcutSchema = (texts: ShortcutSchemaTexts) =>
  z.object({
    label: z.string().trim().min(1, texts.labelRequired),
    description: z.string().trim().optional(),
    icon: z.string().refine(isIconName, texts.iconRequired),
    link: z.string().trim().min(1, texts.linkRequired),
    useRouter: z.boolean(),
  });

export type ShortcutFormValues = z.input<ReturnType<typeof shortcutSchema>>;
