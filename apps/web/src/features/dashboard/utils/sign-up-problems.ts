import * as api from "@creator-checkout/core/api-routes";

export type SignUpFields = { email: string; username: string };
export type SignUpProblems = Partial<Record<keyof SignUpFields, string>>;

/**
 * What is wrong with each field, in the route's own sentences, so the page refuses what the
 * server would and says it in the same words.
 */
export function signUpProblems(fields: SignUpFields): SignUpProblems {
  const parsed = api.signUpCreator.schema.body.safeParse(fields);
  if (parsed.success) return {};
  const problems: SignUpProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "username") && problems[field] === undefined) {
      problems[field] = issue.message;
    }
  }
  return problems;
}
