import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "./new-password";

describe("a new password", () => {
  it.each([
    { password: "", problem: "Use at least 10 characters." },
    { password: "nine-char", problem: "Use at least 10 characters." },
    { password: "ten-chars!", problem: null },
    { password: "x".repeat(128), problem: null },
    { password: "x".repeat(129), problem: "Use at most 128 characters." },
  ])("of $password.length characters: $problem", ({ password, problem }) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });
});
