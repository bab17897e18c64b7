import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Modal } from "@/components/modal";
import { DialogSubmit } from "./dialog-submit";

/**
 * Asks before an action that cannot be undone (removing a member, revoking an invitation or a
 * key); the server's refusal is said in the dialog, which stays open.
 */
export function ConfirmDialog({
  title,
  text,
  label,
  pendingLabel,
  action,
  onDone,
  onClose,
}: {
  title: string;
  text: string;
  label: string;
  pendingLabel: string;
  action: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const request = useMutation({ mutationFn: action, onSuccess: onDone });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!request.isPending) request.mutate();
  }
  return (
    <Modal title={title} onClose={onClose} closeDisabled={request.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{text}</p>
        <DialogSubmit request={request} label={label} pendingLabel={pendingLabel} />
      </form>
    </Modal>
  );
}
