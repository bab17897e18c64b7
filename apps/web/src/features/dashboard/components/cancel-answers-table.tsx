import type { Access } from "../api/back-office";
import { useCancelAnswers } from "../api/cancel-answers";
import { FigureTable } from "./figure-table";

const header = ["Reason", "Canceled", "Paused instead", "Switched instead", "Took the discount"];

/**
 * What subscribers who pressed Cancel said and chose (docs/decisions/178, 182): each reason,
 * the most given first, with how many canceled, paused, switched or took the discount instead.
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
      numeric={new Set([1, 2, 3, 4])}
      rows={answers.data.data.map((row) => [
        row.reason ?? "No reason given",
        row.canceled,
        row.paused,
        row.switched,
        row.discounted,
      ])}
      empty="No subscriber has answered why they canceled yet."
    />
  );
}
