import { roleLabels, type TeamRole, teamRoles } from "@creator-checkout/core/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { TextField } from "@/components/text-field";
import type { Access } from "../api/back-office";
import { backOfficeKey } from "../api/back-office";
import { inviteToTeam } from "../api/store-team";

/** An owner invites someone by e-mail with a role; the invitation shows among the open ones. */
export function InviteForm({ access }: { access: Access }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TeamRole>("staff");
  const [missing, setMissing] = useState(false);
  const invite = useMutation({
    mutationFn: (typed: string) => inviteToTeam(access, typed, role),
    onSuccess: async (invitation) => {
      setEmail("");
      announce(`Invited ${invitation.email} as ${roleLabels[invitation.role]}.`);
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "team") });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = email.trim();
    if (!typed) return setMissing(true);
    if (!invite.isPending) invite.mutate(typed);
  }

  return (
    <Card title="Invite someone">
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="E-mail address"
          type="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setMissing(false);
            invite.reset();
          }}
          autoComplete="off"
          error={missing ? "Enter the e-mail address to invite." : null}
          hint="They get an e-mail with a link here, and join by signing in with that address within 7 days."
          alertsError
        />
        <fieldset className="choices">
          <legend className="field__label">Role</legend>
          {teamRoles.map((option) => (
            <label key={option} className="choice">
              <input
                className="choice__input"
                type="radio"
                name="invite-role"
                checked={role === option}
                onChange={() => setRole(option)}
              />
              <span className="choice__title">{roleLabels[option]}</span>
            </label>
          ))}
        </fieldset>
        {invite.isError ? (
          <p className="form-alert" role="alert">
            {invite.error.message}
          </p>
        ) : null}
        <button type="submit" className="button" aria-disabled={invite.isPending || undefined}>
          {invite.isPending ? "Inviting…" : "Send the invitation"}
        </button>
      </form>
    </Card>
  );
}
