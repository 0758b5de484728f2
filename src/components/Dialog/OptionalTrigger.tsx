import type { ReactElement } from 'react';
import { DialogTrigger } from 'react-aria-components';

/** With a trigger, the overlay opens when it is pressed; without one, the overlay is controlled by its props. */
export function OptionalTrigger({ trigger, children }: { trigger: ReactElement | undefined; children: ReactElement }) {
  return trigger ? (
    <DialogTrigger>
      {trigger}
      {children}
    </DialogTrigger>
  ) : (
    children
  );
}
