import { style } from '@vanilla-extract/css';
import { smallScreenQuery, vars } from '@/lib/theme';

/** A page that says one thing in the middle of the screen: an error, a call being joined. */
export const centeredPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minBlockSize: '100vh',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
});

/** A page to read top to bottom in one column of comfortable width: a policy, a page still to come. */
export const readingPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '760px',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.xl,
});

/** The screen below the top bar, never shorter than a phone held sideways. */
const screenBelowTopBar = 'max(360px, calc(100dvh - 64px))';

/**
 * An app (contacts, chat, mailbox): a header over panes that fill the screen below the top bar, each
 * scrolling on its own.
 */
export const appPage = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  // As wide as the page, not as wide as the header's widest field: on a narrow phone the header's
  // fields shrink to fit instead of pushing the page sideways.
  gridTemplateColumns: 'minmax(0, 1fr)',
  blockSize: screenBelowTopBar,
  minInlineSize: 0,
});

/**
 * With `appPage`, for an app whose panes stack on a phone (a gallery over the details of what is
 * chosen): below md the page grows with its panes and scrolls as a whole, rather than squeezing
 * both into one screen, where the lower pane would cover the upper.
 */
export const appPageStacksOnPhone = style({
  '@media': { [smallScreenQuery]: { blockSize: 'auto', minBlockSize: screenBelowTopBar } },
});

/** An app page's header: its title (and a line under it) at the start, its actions at the end, wrapping on a phone. */
export const appHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** What the page lacks (a list it reads beside its own that could not be fetched), on a line of its own at the header's foot. */
export const appHeaderNotice = style({ flexBasis: '100%' });

export const appHeaderTitle = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginInlineEnd: 'auto',
  minInlineSize: 0,
});
