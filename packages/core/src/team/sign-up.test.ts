import { describe, expect, it } from "vitest";
import { signUpProblems, signUpSentences } from "./sign-up";

describe("signUpProblems", () => {
  it("finds nothing wrong with an address and a username the server takes", () => {
    expect(signUpProblems({ email: " Ada@Example.com ", username: " Ada-Notes " })).toEqual({});
  });

  it("says what is wrong with each field in the route's words", () => {
    expect(signUpProblems({ email: "ada", username: "-no" })).toEqual({
      email: signUpSentences.emailInvalid,
      username: signUpSentences.usernameInvalid,
    });
    expect(signUpProblems({ email: " ", username: "" })).toEqual({
      email: signUpSentences.emailMissing,
      username: signUpSentences.usernameMissing,
    });
  });
});
