import { describe, expect, it } from "vitest";
import { jwtSubject } from "./jwt-subject";

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("jwtSubject", () => {
  it("reads the user id from an access token", () => {
    const token = `${encode({ alg: "HS256" })}.${encode({ sub: "user-1", aud: "p" })}.signature`;
    expect(jwtSubject(token)).toBe("user-1");
  });

  it.each(["", "not-a-token", "a.b.c", `x.${encode({ aud: "p" })}.y`])(
    "answers null for %j",
    (token) => {
      expect(jwtSubject(token)).toBeNull();
    },
  );
});
