/** Every slice's ar-SA messages, by file: one chunk for the locale (see ../messages.ts). */
export default import.meta.glob<Record<string, unknown>>('/src/**/locales/ar-SA.json', { eager: true, import: 'default' });
