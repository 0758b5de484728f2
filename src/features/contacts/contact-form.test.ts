import { describe, expect, it } from 'vitest';
import { contactFormSchema, phoneDigitsOf } from './contact-form';

const schema = contactFormSchema({
  nameRequired: 'name',
  tooLong: (max) => `max ${max}`,
  emailInvalid: 'email',
  phoneInvalid: 'phone',
  countryRequired: 'country',
});
const phoneProblem = (phoneNumber: string) => {
  const result = schema.shape.phoneNumbers.safeParse([{ country: 'at', phoneNumber, label: 'Mobile' }]);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('a phone number as typed', () => {
  it('counts its digits, Latin or Arabic, through spaces, dashes, dots and brackets', () => {
    expect(phoneDigitsOf('0664 / 123-45.67')).toBe('06641234567');
    expect(phoneDigitsOf('٠٦٦٤ ١٢٣ ٤٥٦')).toBe('0664123456');
    expect(phoneProblem('(0664) 123 456')).toBeNull();
    expect(phoneProblem('٠٦٦٤ ١٢٣ ٤٥٦')).toBeNull();
  });

  it('refuses letters, signs and more than 15 digits, with the field’s message', () => {
    for (const typed of ['0664 abc', '+43 664', '1234567890123456', '']) expect(phoneProblem(typed), typed).toEqual(['phone']);
  });
});
