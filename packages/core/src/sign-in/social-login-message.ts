import * as z from "zod/mini";

// principle P5: what a social-login pop-up's last page posts to the checkout that opened it, as
// JSON text: `{"type":"social-login","status":"success"}`, or with status "error" and an
// `error` that names what went wrong. The server makes it and the page reads it with this one
// schema. It lives apart from the other sign-in lists, and is written with zod's small build,
// because the page loads it only once a pop-up is open and wants that load to be quick.

export const socialLoginMessage = z.strictObject({
  type: z.literal("social-login"),
  status: z.enum(["success", "error"]),
  /** product.md §4 "Social login": an error field means the sign-in failed, whatever the status. */
  error: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /**
   * On success, a single-use sign-in claim of the new session: a checkout framed by another
   * site, which cannot read the pop-up's cookie, spends it (docs/decisions/098).
   */
  claim: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});
export type SocialLoginMessage = z.infer<typeof socialLoginMessage>;
