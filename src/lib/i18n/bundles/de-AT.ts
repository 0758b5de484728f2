/** Every slice's de-AT messages, by file: one chunk for the locale (see ../messages.ts). */
export default import.meta.glob<Record<string, unknown>>('/src/**/locales/de-AT.json', { eager: true, import: 'default' });
