import type { ComponentType } from 'react';
import { IconButton } from '@/components';
import { ShellSlotsProvider, type ShellSlots } from '@/lib/shell-slots';

/** Stand-ins for the controls other features put into the top bar, so their places can be seen and tested. */
const standInControls: ShellSlots = {
  search: <IconButton icon="magnifying-glass" label="Search" />,
  shortcuts: <IconButton icon="squares-2x2" label="Shortcuts" />,
  messages: <IconButton icon="envelope" label="Messages" />,
  notifications: <IconButton icon="bell" label="Notifications" />,
  quickChat: <IconButton icon="chat-bubble-left-right" label="Quick chat" />,
};

/** A story decorator: the top bar's places hold the stand-ins. */
export function withStandInControls(Story: ComponentType) {
  return (
    <ShellSlotsProvider slots={standInControls}>
      <Story />
    </ShellSlotsProvider>
  );
}
