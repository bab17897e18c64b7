import { useQueryClient } from "@tanstack/react-query";

/**
 * A save the server refused, in its words, with the way out: open what is edited again, which
 * reads the store afresh and drops the person's edit (docs/decisions/173, 174).
 */
export function RefusedSave({ error, openAgain }: { error: Error | null; openAgain: string }) {
  const queryClient = useQueryClient();
  if (!error) return null;
  return (
    <div className="form-alert" role="alert">
      <p>{error.message}</p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => queryClient.invalidateQueries({ queryKey: ["dashboard"] })}
      >
        {openAgain}
      </button>
    </div>
  );
}
