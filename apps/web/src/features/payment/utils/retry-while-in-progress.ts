import { ApiError } from "@/lib/api-error";

// The server answers 409 PURCHASE_IN_PROGRESS while the same attempt is still being charged:
// ask again a second later (product.md §9 "request queue retry delay"), for up to half a minute.
const RETRY_DELAY_MS = 1_000;
const MAX_RETRIES = 30;

/** Runs `send` again, after a second, for as long as the server says it is still charging. */
export async function retryWhileInProgress<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const stillCharging = error instanceof ApiError && error.code === "PURCHASE_IN_PROGRESS";
      if (!stillCharging || attempt >= MAX_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}
