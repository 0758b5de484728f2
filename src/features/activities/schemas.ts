/** One entry of the activity feed (template-apps.md point 3, Activity). */
export interface ActivityEntry {
  id: string;
  /** A design-system icon name; unknown names fall back to a generic mark. */
  icon?: string;
  /** A picture (a person's photo) instead of an icon. */
  image?: string;
  /** HTML: sanitised before it is shown. */
  description: string;
  /** ISO date and time. */
  date: string;
  /** HTML under the description (a quote, a list): sanitised before it is shown. */
  extraContent?: string;
  /** The link's label. */
  linkedContent?: string;
  link?: string;
  /** In-app link through the router; otherwise a plain link (a page load, or a new tab elsewhere). */
  useRouter?: boolean;
}
