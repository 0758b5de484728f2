import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { lazyComponent } from '../lazy-component';
import { OverlayLoadBoundary } from '../Overlay/CodeLoadBoundary';
import { useOverlayCode } from '../Overlay/use-overlay-code';

// The dialog (and react-aria's modal code) loads with the first question, not with the page.
const ConfirmationDialog = lazyComponent(() => import('./ConfirmationDialog').then((module) => module.ConfirmationDialog));

export type ConfirmationResult = 'confirmed' | 'cancelled';

export interface ConfirmationOptions {
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action gets a red Confirm button. */
  tone?: 'primary' | 'danger';
}

type Confirm = (options?: ConfirmationOptions) => Promise<ConfirmationResult>;

const ConfirmationContext = createContext<Confirm | null>(null);

interface Pending {
  options: ConfirmationOptions;
  resolve: (result: ConfirmationResult) => void;
}

/**
 * Hosts the confirmation dialog for everything below it. The dialog cannot be dismissed by a click
 * outside (spec point 2); Escape or Cancel answer `cancelled`, Confirm answers `confirmed`.
 */
export function ConfirmationProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise((resolve) => {
        // A second request answers the first as cancelled: one question at a time.
        pendingRef.current?.resolve('cancelled');
        const next = { options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const answer = (result: ConfirmationResult) => {
    pendingRef.current?.resolve(result);
    pendingRef.current = null;
    setPending(null);
  };

  // Drawn once its code is there, so that the first question does not wait out React's reveal delay.
  // A question that cannot be asked is not confirmed: the action does not happen.
  const { shown, loadFailed } = useOverlayCode(pending !== null, ConfirmationDialog.preload, () => answer('cancelled'));

  return (
    <ConfirmationContext.Provider value={confirm}>
      {children}
      {pending && shown ? (
        <OverlayLoadBoundary onLoadFailed={loadFailed}>
          <ConfirmationDialog options={pending.options} onAnswer={answer} />
        </OverlayLoadBoundary>
      ) : null}
    </ConfirmationContext.Provider>
  );
}

/** Asks the user to confirm; resolves to `confirmed` or `cancelled`. Every text can be overridden. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmationContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmationProvider above it');
  return confirm;
}
