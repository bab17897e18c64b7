import { type CollectedServerFailure, describeFailure, type ErrorReporter } from "./error-reporter";

/**
 * Keeps the server's failures in our own collector, beside the page's: `record` stores one (the
 * app gives the errors area's `recordErrorReport`, bound to its database), so this adapter never
 * imports the domain (docs/decisions/071).
 */
export function createCollectorErrorReporter(
  record: (failure: CollectedServerFailure) => Promise<unknown>,
): ErrorReporter {
  return {
    name: "collector",
    async report({ error, method, route, url }) {
      await record({
        source: "server",
        place: `${method} ${route}`,
        ...describeFailure(error),
        url,
      });
    },
    async close() {},
  };
}
