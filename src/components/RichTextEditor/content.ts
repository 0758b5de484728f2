/** A document of the editor, as Tiptap describes one (kept to the fields this file writes). */
export interface EditorDocument {
  type: string;
  content?: EditorDocument[];
  text?: string;
}

export interface OpenedContent {
  document: EditorDocument;
  /** The HTML could not be read as formatting, and its text opened without it. */
  asPlainText: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of HTML without a browser: what is left when the HTML itself cannot be read. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, '\n')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return entities[name.toLowerCase()] ?? entity;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text as paragraphs of the editor, one per line. */
export const plainTextDocument = (text: string): EditorDocument => ({
  type: 'doc',
  content: text.split('\n').map((line) => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' })),
});

/**
 * The editor's document of sanitised HTML. `parse` is the editor's own reader (ProseMirror's), which
 * throws on HTML it cannot read; then the text opens without its formatting, and the caller says so,
 * instead of the form (and a page that reopens it from a kept draft) failing.
 */
export function openHtml(html: string, parse: (html: string) => EditorDocument): OpenedContent {
  if (!html.trim()) return { document: plainTextDocument(''), asPlainText: false };
  try {
    return { document: parse(html), asPlainText: false };
  } catch {
    return { document: plainTextDocument(textOfHtml(html)), asPlainText: true };
  }
}
