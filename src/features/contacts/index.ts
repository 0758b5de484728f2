export { contactQueryOptions, contactsKeys, contactsQueryOptions } from './api/get-contacts';
export {
  avatarRules,
  contactChangeSchema,
  countrySchema,
  contactLimits,
  contactSchema,
  contactTagSchema,
  emailLabels,
  newContact,
  phoneLabels,
  type Contact,
  type ContactChange,
  type ContactTag,
  type Country,
} from './schemas';
