import type { Decorator } from '@storybook/react-vite';

/**
 * A screen as wide as the page beside the full navigation (280 px) on a 1,440 px screen: the widths
 * in between phone and wide desktop, where rows of cards first have to break.
 */
export const besideTheNavigation: Decorator = (Story) => <div style={{ maxInlineSize: 1140 }}>{Story()}</div>;
