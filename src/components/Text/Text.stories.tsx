import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Heading, Text, textSizes, textTones } from './Text';

const meta = preview.meta({
  title: 'Typography/Text',
  component: Text,
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
  },
});

export const Default = meta.story({
  args: { children: 'Interpreters join the call within seconds.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Interpreters join the call within seconds.').tagName).toBe('P');
  },
});

/** Every size and tone at once, so one screenshot covers the scale. */
export const Gallery = meta.story({
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      <Heading level={1}>Heading 1</Heading>
      <Heading level={2}>Heading 2</Heading>
      <Heading level={3}>Heading 3</Heading>
      <Heading level={4}>Heading 4</Heading>
      {textSizes.map((size) =>
        textTones.map((tone) => (
          <Text key={`${size}-${tone}`} size={size} tone={tone}>
            {`Text ${size} ${tone}`}
          </Text>
        )),
      )}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Heading 1');
    await expect(canvas.getAllByText(/^Text /)).toHaveLength(textSizes.length * textTones.length);
  },
});
