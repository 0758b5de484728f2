/**
 * One entry of a read/unread list: a message of the messages panel, or a notification (spec point 3,
 * Message; template-apps.md, messages and notifications). Title and description are HTML from the
 * server and are sanitised before they are shown.
 */
export interface InboxEntry {
  id: string;
  read: boolean;
  /** Notifications only: set with `read` by mark-all-as-read. */
  seen?: boolean;
  title?: string;
  description?: string;
  /** ISO date-time. */
  time: string;
  /** A name of the UI icon set, shown when there is no image. */
  icon?: string;
  image?: string;
  /** An in-app route when `useRouter` is true, otherwise an address opened as a plain link. */
  link?: string;
  useRouter?: boolean;
}
