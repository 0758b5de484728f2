export { contactQueryOptions, contactsKeys, contactsQueryOptions } from './api/get-contacts';
export { contactChangeSchema, contactLimits, contactSchema, contactTagSchema, emailLabels, newContact, phoneLabels, type Contact, type ContactChange, type ContactTag } from './schemas';
