import type { IconName } from '@/components';

/** Where a sample page lives in the template's paths: `/{lang}/{section}/{id}`. */
export type SampleSection = 'apps' | 'dashboards' | 'pages' | 'ui' | 'docs';

export interface SamplePage {
  id: string;
  section: SampleSection;
  icon: IconName;
  /**
   * The product's own path for a page of the product menu (Kontakte, Dateien, Analysen, Finanzen,
   * Hilfe): the template's path leads there.
   */
  productPath?: string;
}

/**
 * The template apps of template-apps.md and where each is reached. Five are pages of the product
 * menu; the others are the navigation's "Sample apps". `docs` holds the shortcuts' documentation links.
 */
export const samplePages: readonly SamplePage[] = [
  { id: 'project', section: 'dashboards', icon: 'presentation-chart-line' },
  { id: 'crypto', section: 'dashboards', icon: 'currency-euro' },
  { id: 'analytics', section: 'dashboards', icon: 'chart-pie', productPath: 'analytics' },
  { id: 'finance', section: 'dashboards', icon: 'banknotes', productPath: 'finance' },
  { id: 'academy', section: 'apps', icon: 'academic-cap' },
  { id: 'chat', section: 'apps', icon: 'chat-bubble-left-right' },
  { id: 'contacts', section: 'apps', icon: 'users', productPath: 'contacts' },
  { id: 'mailbox', section: 'apps', icon: 'envelope' },
  { id: 'notes', section: 'apps', icon: 'pencil-square' },
  { id: 'scrumboard', section: 'apps', icon: 'view-columns' },
  { id: 'tasks', section: 'apps', icon: 'check-circle' },
  { id: 'inventory', section: 'apps', icon: 'cube' },
  { id: 'file-manager', section: 'apps', icon: 'folder', productPath: 'file-manager' },
  { id: 'help-center', section: 'apps', icon: 'question-mark-circle', productPath: 'help' },
  { id: 'activities', section: 'pages', icon: 'bolt' },
  { id: 'icons', section: 'ui', icon: 'photo' },
  { id: 'markdown', section: 'ui', icon: 'code-bracket' },
  { id: 'changelog', section: 'docs', icon: 'document-text' },
  { id: 'guides', section: 'docs', icon: 'bookmark' },
];

/** The template apps the navigation's "Sample apps" part lists: not product menu pages, not documentation. */
export const navigationSamplePages = samplePages.filter((page) => !page.productPath && page.section !== 'docs');

export const findSamplePage = (section: SampleSection, id: string | undefined) =>
  samplePages.find((page) => page.section === section && page.id === id);

