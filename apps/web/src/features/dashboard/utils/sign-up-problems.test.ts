import { describe, expect, it } from "vitest";
import { signUpProblems } from "./sign-up-problems";

describe("signUpProblems", () => {
  it("finds nothing wrong with an address and a username the server takes", () => {
    expect(signUpProblems({ email: " Ada@Example.com ", username: "Ada-Notes" })).toEqual({});
  });

  it("says what is wrong with each field in the route's own words", () => {
    expect(signUpProblems({ email: "ada", username: "-no" })).toEqual({
      email: "Enter an e-mail address such as ada@example.com.",
      username:
        "A username is 2 to 39 lowercase letters, digits, '-' or '_', starting with a letter or digit.",
    });
    expect(signUpProblems({ email: "", username: "" })).toMatchObject({
      email: expect.any(String),
      username: expect.any(String),
    });
  });
});
