import { t } from "@creator-checkout/core/i18n";
import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import "./modal.css";

interface ModalProps {
  title: string;
  /** Escape, the close button and a click on the backdrop call it; the owner unmounts the modal. */
  onClose: () => void;
  /** While set, the modal cannot be closed (say, while its form is saving). */
  closeDisabled?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A modal dialog, 432 px wide (product.md §9), shown while it is mounted. The native <dialog> opened
 * with showModal() keeps focus inside it and makes the page behind inert; Escape closes it.
 * Focus starts on the element marked `data-autofocus` and returns where it was on close.
 */
export function Modal({ title, onClose, closeDisabled = false, closeLabel, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function requestClose() {
    if (!closeDisabled) onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is the pointer's Escape, which onCancel already handles
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner decides, by unmounting the modal.
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its content box.
        if (event.target === dialogRef.current) requestClose();
      }}
    >
      <div className="modal__content">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={closeLabel ?? t("modal.close")}
            aria-disabled={closeDisabled || undefined}
            onClick={requestClose}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path
                d="M5 5l10 10M15 5L5 15"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
