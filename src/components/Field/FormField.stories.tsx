import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, waitFor, within } from 'storybook/test';
import { z } from '@/lib/validation';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DatePicker } from '../DatePicker/DatePicker';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { FormField } from './FormField';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name.')),
  email: z.email('Enter an e-mail address such as name@example.org.'),
  topic: z.nullable(z.string()).check(z.refine((topic) => !!topic, 'Choose a topic.')),
  date: z.nullable(z.string()).check(z.refine((date) => !!date, 'Choose a date.')),
  notes: z.string().check(z.maxLength(200, 'Keep the notes under 200 characters.')),
  agree: z.literal(true, { message: 'Please agree to be contacted.' }),
});
type Values = z.input<typeof schema>;

/** A whole form: every field bound with FormField, rules in a zod schema, errors per field. */
function ContactForm() {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', topic: null, date: null, notes: '', agree: false as unknown as true },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => setSaved(JSON.stringify(values)))}>
      <Box display="flex" flexDirection="column" gap="lg" style={{ maxInlineSize: 420 }}>
        <FormField control={form.control} name="name">
          {(field) => <TextField label="Name" isRequired {...field} />}
        </FormField>
        <FormField control={form.control} name="email">
          {(field) => <TextField label="E-mail" type="email" isRequired {...field} />}
        </FormField>
        <FormField control={form.control} name="topic">
          {(field) => (
            <Select
              label="Topic"
              isRequired
              placeholder="Choose…"
              options={[
                { id: 'sign-language', label: 'Sign language' },
                { id: 'captioning', label: 'Captioning' },
              ]}
              {...field}
            />
          )}
        </FormField>
        <FormField control={form.control} name="date">
          {(field) => <DatePicker label="Date" isRequired {...field} />}
        </FormField>
        <FormField control={form.control} name="notes">
          {(field) => <TextArea label="Notes" description="Optional" {...field} />}
        </FormField>
        <FormField control={form.control} name="agree">
          {({ onChange, ...field }) => (
            <Checkbox {...field} onChange={(checked) => onChange(checked as true)}>
              I agree to be contacted
            </Checkbox>
          )}
        </FormField>
        <Button type="submit">Save</Button>
        <output aria-label="Saved">{saved}</output>
      </Box>
    </form>
  );
}

const meta = preview.meta({
  title: 'Forms/Form with validation',
  component: ContactForm,
});

/** Saving an empty form says, for each field, what is wrong; nothing typed is lost. */
export const InvalidSubmit = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter a name.'));
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.org.',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('anna@');
    await expect(canvas.getByText('Choose a topic.')).toBeVisible();
    await expect(canvas.getByText('Choose a date.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'I agree to be contacted' })).toHaveAccessibleDescription(
      'Please agree to be contacted.',
    );
    await expect(canvas.getByRole('status', { name: 'Saved' })).toHaveTextContent('');
  },
});

export const ValidSubmit = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Anna Gruber');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'anna@example.org');
    await userEvent.click(canvas.getByRole('button', { name: /Topic/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Captioning' }));
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('04012026');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to be contacted' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(JSON.parse(canvas.getByRole('status', { name: 'Saved' }).textContent ?? '{}')).toEqual({
        name: 'Anna Gruber',
        email: 'anna@example.org',
        topic: 'captioning',
        date: '2026-04-01',
        notes: '',
        agree: true,
      }),
    );
  },
});
