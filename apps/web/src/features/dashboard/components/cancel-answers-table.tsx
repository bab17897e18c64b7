import type { Access } from "../api/back-office";
import { useCancelAnswers } from "../api/cancel-answers";
import { FigureTable } from "./figure-table";

const header = ["Reason", "Canceled", "Paused instead"];

/**
 * What subscribers who pressed Cancel said and chose (docs/decisions/178): each reason, the
 * most given first, with how many canceled and how many paused instead.
 */
export function CancelAnswersTable({ access }: { access: Access }) {
  const answers = useCancelAnswers(access);
  if (answers.isPending) return null;
  if (answers.isError) {
    return (
      <p className="form-alert" role="alert">
        {answers.error.message}
      </p>
    );
  }
  return (
    <FigureTable
      caption="Why subscribers canceled"
      header={header}
      numeric={new Set([1, 2])}
      rows={answers.data.data.map((row) => [
        row.reason ?? "No reason given",
        row.canceled,
        row.paused,
      ])}
      empty="No subscriber has answered why they canceled yet."
    />
  );
}
