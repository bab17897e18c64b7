/**
 * The per-field messages of a refused save. `ApiError` keeps only `{ error, message }` today;
 * once it also keeps the body's `fields`, they show beside each question with no change here.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields =
    typeof error === "object" && error !== null && "fields" in error ? error.fields : null;
  if (typeof fields !== "object" || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
