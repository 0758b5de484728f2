import { z } from '@/lib/validation';
import { isIconName } from '@/components';
import { shortcutLimits, shortcutLinkKind } from './shortcut-link';

export interface ShortcutSchemaTexts {
  labelRequired: string;
  iconRequired: string;
  linkRequired: string;
  linkRefused: string;
  tooLong: (max: number) => string;
}

/**
 * The shortcut form's rules (spec point 5): label, icon, link and useRouter are required, the
 * description is optional. The icon must be one of the UI icon set.
 */
export const shortcutSchema = (texts: ShortcutSchemaTexts) =>
  z.object({
    label: z
      .string()
      .check(z.trim(), z.minLength(1, texts.labelRequired), z.maxLength(shortcutLimits.label, texts.tooLong(shortcutLimits.label))),
    description: z.optional(z.string().check(z.trim(), z.maxLength(shortcutLimits.description, texts.tooLong(shortcutLimits.description)))),
    icon: z.string().check(z.refine(isIconName, texts.iconRequired)),
    link: z.string().check(
      z.trim(),
      z.minLength(1, texts.linkRequired),
      z.maxLength(shortcutLimits.link, texts.tooLong(shortcutLimits.link)),
      z.refine((link) => !link || shortcutLinkKind(link) !== null, texts.linkRefused),
    ),
    useRouter: z.boolean(),
  });

export type ShortcutFormValues = z.input<ReturnType<typeof shortcutSchema>>;
