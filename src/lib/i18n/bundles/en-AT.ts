/** Every slice's en-AT messages, by file: one chunk for the locale (see ../messages.ts). */
export default import.meta.glob<Record<string, unknown>>('/src/**/locales/en-AT.json', { eager: true, import: 'default' });
