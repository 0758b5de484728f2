import { Suspense } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectFieldShowsBeginning } from '#stories/test-helpers/text-ends';
import { RichTextEditor } from './index';

const meta = preview.meta({
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Message', placeholder: 'Write your mail…', onChange: fn() },
  render: (args) => (
    <Suspense fallback={null}>
      <RichTextEditor {...args} />
    </Suspense>
  ),
});

/** Bold from the toolbar and from Ctrl+I; what it gives is HTML of the editor's own tags. */
export const Formatting = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const text = await canvas.findByRole('textbox', { name: 'Message' });
    await userEvent.click(text);
    await userEvent.keyboard('Guten ');
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard('Tag');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard(' und {Control>}i{/Control}danke');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Guten <strong>Tag</strong> und <em>danke</em></p>'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** A pasted link to a script is kept as text, never as a link; web addresses become links. */
export const PastedLinks = meta.story({
  args: { defaultValue: '<p><a href="javascript:alert(1)">click</a> and <a href="https://example.com">example</a></p>' },
  play: async ({ canvas }) => {
    const text = await canvas.findByRole('textbox', { name: 'Message' });
    await expect(text.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(text.querySelector('a[href="https://example.com"]')).not.toBeNull();
    await expect(text).toHaveTextContent('click and example');
  },
});

const hostileForm = '<form onsubmit=alert(1)><input onfocus=alert(2) name=nodeName>123</form><p style="position:fixed;inset:0">Ende</p>';

/**
 * HTML that breaks the editor's reader (a form whose field is named `nodeName`, which hides the
 * form's own name) is sanitised first: such a form goes whole, the words around it open, and
 * nothing says the formatting was lost.
 */
export const HostileHtml = meta.story({
  args: { defaultValue: hostileForm },
  play: async ({ canvas }) => {
    const text = await canvas.findByRole('textbox', { name: 'Message' });
    await expect(text).toHaveTextContent(/^Ende$/);
    await expect(text.querySelector('form, input, [style]')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Pasted, the same HTML gives its words too. */
export const PastedHostileHtml = meta.story({
  parameters: { visual: false },
  play: async ({ canvas, args, userEvent }) => {
    const text = await canvas.findByRole('textbox', { name: 'Message' });
    await userEvent.click(text);
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/html', hostileForm);
    clipboardData.setData('text/plain', 'Ende');
    text.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Ende</p>'));
    await expect(text.querySelector('form, input, [style]')).toBeNull();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { label: 'الرسالة', defaultValue: '<p>مرحباً <strong>آنا</strong></p><ul><li>النقطة الأولى</li></ul>' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'الرسالة' })).toHaveTextContent('مرحباً آنا');
    await expect(canvas.getByRole('button', { name: 'غامق' })).toBeVisible();
  },
});

/** Each paragraph takes its own direction: a German one in the Arabic layout reads from the left, its full stop at its end. */
export const GermanParagraphInArabicLayout = meta.story({
  globals: { locale: 'ar-SA' },
  args: { label: 'الرسالة', defaultValue: '<p>Rückruf bis Freitag.</p><p>شكراً.</p>' },
  play: async ({ canvas }) => {
    const text = await canvas.findByRole('textbox', { name: 'الرسالة' });
    await waitFor(() => expect(text).toHaveTextContent('Rückruf bis Freitag.'));
    expectFieldShowsBeginning(text.querySelector('p')!);
  },
});
