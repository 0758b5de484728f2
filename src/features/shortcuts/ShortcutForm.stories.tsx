import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { ShortcutForm, type ShortcutFormProps } from './ShortcutForm';

const onSave = fn();
const onCancel = fn();
const onDelete = fn();

/** The form at the width of the shortcuts panel it sits in. */
function PanelWidthForm(props: ShortcutFormProps) {
  return (
    <div style={{ maxInlineSize: 360 }}>
      <ShortcutForm {...props} />
    </div>
  );
}

/**
 * The shortcuts panel's form on its own, for adding and for editing a shortcut: what it asks, what it
 * refuses and why, and what it hands to its owner (the panel saves it; see Screens/Shortcuts).
 */
const meta = preview.meta({
  title: 'Screens/Shortcuts/Shortcut form',
  component: PanelWidthForm,
  args: { onSave, onCancel },
  beforeEach: () => {
    for (const spy of [onSave, onCancel, onDelete]) spy.mockClear();
  },
});

/** A new shortcut: every field empty, the label focused, and Save held back until it is complete. */
export const Add = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Add shortcut' });
    await expect(form).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Label/ })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // Nothing is refused before the user has left a field: a new form does not start in red.
    await expect(canvas.queryByText('Enter a label.')).not.toBeInTheDocument();
  },
});

/** Editing: the shortcut's values, a Delete beside Cancel, and Save hands over the trimmed values; Delete and Cancel are the owner's to act on. */
export const Edit = meta.story({
  args: {
    initial: { label: 'Tasks', description: 'What is open today', icon: 'check-circle', link: '/apps/tasks', useRouter: true },
    onDelete,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: 'Edit shortcut' })).toBeVisible();
    const label = canvas.getByRole('textbox', { name: /Label/ });
    await expect(label).toHaveValue('Tasks');
    await userEvent.clear(label);
    await userEvent.type(label, '  My tasks  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        label: 'My tasks',
        description: 'What is open today',
        icon: 'check-circle',
        link: '/apps/tasks',
        useRouter: true,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(onCancel).toHaveBeenCalledOnce();
  },
});

/** A script address is no link: the field says why, and nothing can be saved. */
export const RefusesAScriptLink = meta.story({
  args: { initial: { label: 'Trap', icon: 'check-circle', link: '/home', useRouter: true } },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('textbox', { name: /Link/ });
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.tab();
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription(
        expect.stringContaining('Only a path of the app (such as /profile) or a web address starting with https:// can be a link.'),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(onSave).not.toHaveBeenCalled();
  },
});

/** Arabic, right to left: the labels and the refusal in Arabic, the fields mirrored. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { initial: { label: 'المهام', icon: 'check-circle', link: '/apps/tasks', useRouter: true }, onDelete },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(canvas.getByRole('form', { name: 'تعديل الاختصار' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /التسمية/ })).toHaveValue('المهام');
    await expect(canvas.getByRole('button', { name: 'حفظ' })).toBeEnabled();
  },
});
