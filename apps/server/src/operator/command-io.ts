/**
 * Where an operator command reads its settings and writes its words: the process's own when run
 * from `npm run`, so the command itself does not depend on being the whole process.
 */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const processIo: CommandIo = {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};
