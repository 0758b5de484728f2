import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { useComponentMessages } from '../messages';
import type { ConfirmationOptions, ConfirmationResult } from './Confirmation';

export interface ConfirmationDialogProps {
  options: ConfirmationOptions;
  onAnswer: (result: ConfirmationResult) => void;
}

/** The question itself: not dismissed by a click outside; Escape and Cancel answer cancelled. */
export function ConfirmationDialog({ options, onAnswer }: ConfirmationDialogProps) {
  const text = useComponentMessages();
  return (
    <Dialog
      role="alertdialog"
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onAnswer('cancelled'))}
      isDismissable={false}
      title={options.title ?? text.confirmTitle}
      actions={
        <>
          <Button variant="ghost" onPress={() => onAnswer('cancelled')}>
            {options.cancelLabel ?? text.cancel}
          </Button>
          <Button variant={options.tone === 'danger' ? 'danger' : 'primary'} onPress={() => onAnswer('confirmed')} autoFocus>
            {options.confirmLabel ?? text.confirm}
          </Button>
        </>
      }
    >
      {options.message ?? text.confirmMessage}
    </Dialog>
  );
}
