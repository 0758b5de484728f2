export { contactSchema, contactTagSchema, emailLabels, phoneLabels, type Contact, type ContactTag } from './schemas';
