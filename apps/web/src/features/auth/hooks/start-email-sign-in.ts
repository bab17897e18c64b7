import { loadCodeStep } from "../components/load-code-step";
import { startSignIn } from "./sign-in-actions";

// Apart from sign-in-actions: the code step it loads imports those actions back.

/**
 * Signs in with an address the page already holds, as Continue would with it typed: a store's
 * new owner, who gave it to open the store, is sent their code at once.
 */
export function startEmailSignIn(email: string, creatorUsername: string): Promise<void> {
  void loadCodeStep();
  return startSignIn({ method: "email", email }, { creatorUsername });
}
