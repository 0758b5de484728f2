import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { ImagePicker } from './ImagePicker';

const meta = preview.meta({
  title: 'Forms/ImagePicker',
  component: ImagePicker,
  args: { label: 'Avatar' },
});

const pixel = () =>
  new File(
    [
      Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
        c.charCodeAt(0),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );

export const ChooseAndRemove = meta.story({
  render: function Render(args) {
    const [file, setFile] = useState<File | string | null>(null);
    return <ImagePicker {...args} value={file} onChange={setFile} />;
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'No image chosen' })).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, pixel());
    const preview = await canvas.findByRole('img', { name: 'Avatar' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'No image chosen' })).toBeVisible());
  },
});

export const CurrentImageWithError = meta.story({
  args: { value: '/images/avatars/anna-gruber.svg', errorMessage: 'The image is larger than 2 MB.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The image is larger than 2 MB.');
    await expect(canvas.getByRole('group', { name: 'Avatar' })).toHaveAccessibleDescription('The image is larger than 2 MB.');
  },
});
