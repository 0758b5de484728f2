/** Where a sample page lives in the template's paths: `/{lang}/{section}/{id}`. */
export type SampleSection = 'apps' | 'dashboards' | 'pages' | 'ui' | 'docs';

export interface SamplePage {
  id: string;
  section: SampleSection;
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
  { id: 'project', section: 'dashboards' },
  { id: 'crypto', section: 'dashboards' },
  { id: 'analytics', section: 'dashboards', productPath: 'analytics' },
  { id: 'finance', section: 'dashboards', productPath: 'finance' },
  { id: 'academy', section: 'apps' },
  { id: 'chat', section: 'apps' },
  { id: 'contacts', section: 'apps', productPath: 'contacts' },
  { id: 'mailbox', section: 'apps' },
  { id: 'notes', section: 'apps' },
  { id: 'scrumboard', section: 'apps' },
  { id: 'tasks', section: 'apps' },
  { id: 'inventory', section: 'apps' },
  { id: 'file-manager', section: 'apps', productPath: 'file-manager' },
  { id: 'help-center', section: 'apps', productPath: 'help' },
  { id: 'activities', section: 'pages' },
  { id: 'icons', section: 'ui' },
  { id: 'markdown', section: 'ui' },
  { id: 'changelog', section: 'docs' },
  { id: 'guides', section: 'docs' },
];

/** The template apps the navigation's "Sample apps" part lists: not product menu pages, not documentation. */
export const navigationSamplePages = samplePages.filter((page) => !page.productPath && page.section !== 'docs');

export const findSamplePage = (section: SampleSection, id: string | undefined) =>
  samplePages.find((page) => page.section === section && page.id === id);
