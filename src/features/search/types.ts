/** One hit of `POST api/common/search` (spec point 3, search result set). */
export interface ContactResult {
  id: string;
  name: string;
  avatar: string | null;
  link: string;
}

export interface PageResult {
  /** The menu page's id, by which its title is translated and its visibility decided. */
  id: string;
  title: string;
  link: string;
}

export interface TaskResult {
  id: string;
  title: string;
  completed: boolean;
  link: string;
}

export type SearchResultSet =
  | { id: 'contacts'; label: string; results: ContactResult[] }
  | { id: 'pages'; label: string; results: PageResult[] }
  | { id: 'tasks'; label: string; results: TaskResult[] };
