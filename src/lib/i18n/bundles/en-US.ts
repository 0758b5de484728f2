/** Every slice's en-US messages, by file: one chunk for the locale (see ../messages.ts). */
export default import.meta.glob<Record<string, unknown>>('/src/**/locales/en-US.json', { eager: true, import: 'default' });
