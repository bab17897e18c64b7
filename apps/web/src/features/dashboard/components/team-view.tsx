import { roleLabels, type TeamRole, teamRoles } from "@creator-checkout/core/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { type Access, backOfficeKey } from "../api/back-office";
import {
  changeMemberRole,
  removeMember,
  revokeInvitation,
  type TeamInvitation,
  type TeamMember,
  useTeam,
} from "../api/store-team";
import { formatDay } from "../utils/back-office-labels";
import { managesTeam } from "../utils/team-access";
import { ConfirmDialog } from "./confirm-dialog";
import { FigureTable } from "./figure-table";
import { InviteForm } from "./invite-form";

type Pending =
  | { kind: "remove"; member: TeamMember }
  | { kind: "revoke"; invitation: TeamInvitation };

/**
 * The store's team and its open invitations (docs/decisions/157). Everyone on it sees who is;
 * only an owner is offered the controls, as roles.ts says, and the server checks each call.
 */
export function TeamView({ access }: { access: Access }) {
  const team = useTeam(access);
  const owner = managesTeam({ via: "member", role: access.role ?? "read-only" });
  const [pending, setPending] = useState<Pending | null>(null);
  const view = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "team") });

  // The row whose button opened the dialog is gone: focus goes to the team's heading.
  async function finish(sentence: string) {
    setPending(null);
    announce(sentence);
    await reread();
    view.current?.querySelector<HTMLElement>(".figure-table")?.focus();
  }

  if (team.isPending) {
    return (
      <p className="dashboard__status" role="status">
        Reading the team…
      </p>
    );
  }
  if (team.isError) {
    return (
      <p className="form-alert" role="alert">
        {team.error.message}
      </p>
    );
  }
  const { members, invitations } = team.data;
  return (
    <div ref={view} className="team-view">
      {owner ? <InviteForm access={access} /> : null}
      <Members access={access} members={members} owner={owner} onRemove={setPending} />
      <Card title="Open invitations">
        <FigureTable
          caption="Invitations not yet accepted"
          header={owner ? ["E-mail", "Role", "Ends", "Revoke"] : ["E-mail", "Role", "Ends"]}
          rows={invitations.map((invitation) => [
            invitation.email,
            roleLabels[invitation.role],
            formatDay(invitation.expires_at),
            ...(owner
              ? [
                  <button
                    key="revoke"
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setPending({ kind: "revoke", invitation })}
                  >
                    Revoke
                    <span className="visually-hidden">{` the invitation of ${invitation.email}`}</span>
                  </button>,
                ]
              : []),
          ])}
          empty="No open invitations."
        />
      </Card>
      {pending ? (
        <PendingDialog
          access={access}
          pending={pending}
          onDone={finish}
          onClose={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}

function Members({
  access,
  members,
  owner,
  onRemove,
}: {
  access: Access;
  members: TeamMember[];
  owner: boolean;
  onRemove: (pending: Pending) => void;
}) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ member, role }: { member: TeamMember; role: TeamRole }) =>
      changeMemberRole(access, member.user_id, role),
    onSuccess: async (_nothing, { member, role }) => {
      announce(`${member.email ?? "The member"} is now ${roleLabels[role]}.`);
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "team") });
    },
  });
  return (
    <Card title="Members">
      {change.isError ? (
        <p className="form-alert" role="alert">
          {change.error.message}
        </p>
      ) : null}
      <FigureTable
        caption="The people on the store's team"
        header={owner ? ["E-mail", "Role", "Since", "Remove"] : ["E-mail", "Role", "Since"]}
        rows={members.map((member) => [
          member.email ?? "(no e-mail address)",
          owner ? (
            <select
              key="role"
              className="field__control field__select team-view__role"
              aria-label={`Role of ${member.email ?? "this member"}`}
              value={member.role}
              disabled={change.isPending}
              onChange={(event) => change.mutate({ member, role: event.target.value as TeamRole })}
            >
              {teamRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          ) : (
            roleLabels[member.role]
          ),
          formatDay(member.since),
          ...(owner
            ? [
                <button
                  key="remove"
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => onRemove({ kind: "remove", member })}
                >
                  Remove
                  <span className="visually-hidden">{` ${member.email ?? "this member"}`}</span>
                </button>,
              ]
            : []),
        ])}
        empty="No one is on the team yet."
      />
    </Card>
  );
}

function PendingDialog({
  access,
  pending,
  onDone,
  onClose,
}: {
  access: Access;
  pending: Pending;
  onDone: (sentence: string) => void;
  onClose: () => void;
}) {
  if (pending.kind === "remove") {
    const who = pending.member.email ?? "this member";
    return (
      <ConfirmDialog
        title="Remove from the team"
        text={`${who} can no longer open this dashboard, from their next click.`}
        label="Remove"
        pendingLabel="Removing…"
        action={() => removeMember(access, pending.member.user_id)}
        onDone={() => onDone(`Removed ${who} from the team.`)}
        onClose={onClose}
      />
    );
  }
  const who = pending.invitation.email;
  return (
    <ConfirmDialog
      title="Revoke the invitation"
      text={`The link sent to ${who} will no longer add them to the team.`}
      label="Revoke"
      pendingLabel="Revoking…"
      action={() => revokeInvitation(access, pending.invitation.id)}
      onDone={() => onDone(`Revoked the invitation of ${who}.`)}
      onClose={onClose}
    />
  );
}
