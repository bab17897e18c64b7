import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { announce } from "@/components/live-announcement";
import { Modal } from "@/components/modal";
import {
  type Access,
  backOfficeKey,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  type WebhookEndpoint,
} from "../api/back-office";
import { DialogSubmit } from "./dialog-submit";

interface DialogProps {
  access: Access;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}

export function RotateDialog({
  access,
  endpoint,
  onRotated,
  onClose,
}: DialogProps & { onRotated: (rotated: { secret: string; until: string }) => void }) {
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(access, endpoint.id),
    onSuccess: (rotated) => {
      onRotated({ secret: rotated.secret, until: rotated.previous_secret_expires_at });
      onClose();
      announce("The new signing secret is shown below the endpoint's buttons.");
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!rotate.isPending) rotate.mutate();
  }
  return (
    <Modal title="Rotate the signing secret" onClose={onClose} closeDisabled={rotate.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{`${endpoint.url} gets a new secret. For 24 hours every event is signed with both, so your server can change over without missing one.`}</p>
        <DialogSubmit request={rotate} label="Rotate the secret" pendingLabel="Rotating…" />
      </form>
    </Modal>
  );
}

export function DeleteDialog({
  access,
  endpoint,
  onDeleted,
  onClose,
}: DialogProps & { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteWebhookEndpoint(access, endpoint.id),
    onSuccess: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "webhooks") });
      onDeleted();
      announce(`${endpoint.url} is deleted.`);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!remove.isPending) remove.mutate();
  }
  return (
    <Modal title="Delete this endpoint" onClose={onClose} closeDisabled={remove.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{`${endpoint.url} receives no more events, and its deliveries and their log are deleted with it. This cannot be undone.`}</p>
        <DialogSubmit request={remove} label="Delete the endpoint" pendingLabel="Deleting…" />
      </form>
    </Modal>
  );
}
