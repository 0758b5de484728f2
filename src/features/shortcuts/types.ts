/** A shortcut of the shortcuts panel (spec point 3). */
export interface Shortcut {
  id: string;
  label: string;
  description?: string;
  /** A name of the UI icon set. */
  icon: string;
  link: string;
  /** In-app route (true) or a plain link that loads the page (false). */
  useRouter: boolean;
}

/** What the form sends: everything but the id, which the server generates. */
export type ShortcutInput = Omit<Shortcut, 'id'>;
