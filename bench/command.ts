import { spawn } from "node:child_process";

export interface CommandOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Written to the command's standard input, which is then closed. */
  input?: string;
  /** Run as this OS user through `runuser` (only when we are root). */
  asUser?: string;
}

/** Runs a program to completion and answers its stdout; rejects with its output on failure. */
export function runCommand(
  file: string,
  args: readonly string[],
  options: CommandOptions = {},
): Promise<string> {
  const [program, programArgs] = options.asUser
    ? ["runuser", ["-u", options.asUser, "--", file, ...args]]
    : [file, [...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(program, programArgs, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) return resolve(stdout);
      const status = signal ? `signal ${signal}` : `exit code ${code}`;
      const output = `${stderr}${stdout}`.trim();
      const commandLine = redactPasswords([program, ...programArgs].join(" "));
      reject(new Error(`${commandLine} failed (${status})\n${redactPasswords(output)}`));
    });
    // A program that exits before reading its input is judged by its exit code, not by EPIPE.
    child.stdin?.on("error", () => {});
    child.stdin?.end(options.input);
  });
}

/** Hides the password of any postgres:// URL, since BENCH_DATABASE_URL may carry one. */
export function redactPasswords(text: string): string {
  return text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]+):[^@\s]+@/g, "$1:***@");
}
