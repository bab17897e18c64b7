import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** A module and the modules it imports, as paths relative to the repository's root. */
export type ImportGraph = Map<string, string[]>;

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Every TypeScript module of the projects, with its imports resolved the way `tsc` resolves them
 * (each project's own paths, such as the page's `@/`, and the workspaces' package exports).
 * Static, type-only and dynamic imports and re-exports all count: a cycle through any of them
 * ties the modules' layers together. Modules outside the projects (node_modules, the projects'
 * configuration) are left out.
 */
export function importGraph(projects: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const inProjects = (file: string) =>
    !file.includes("/node_modules/") &&
    projects.some((project) => file.startsWith(path.join(ROOT, project) + path.sep));
  for (const project of projects) {
    const { options, fileNames } = parsedProject(path.join(ROOT, project, "tsconfig.json"));
    const host = ts.createCompilerHost(options);
    const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
    for (const file of fileNames.filter(inProjects)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => {
          const resolved = ts.resolveModuleName(fileName, file, options, host, cache);
          return resolved.resolvedModule?.resolvedFileName;
        })
        .filter((target): target is string => target !== undefined && inProjects(target));
      graph.set(relative(file), [...new Set(targets.map(relative))]);
    }
  }
  return graph;
}

function parsedProject(configFile: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (!parsed) throw new Error(`${configFile} could not be read`);
  return parsed;
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/**
 * The groups of modules that import one another, directly or round about (Tarjan's strongly
 * connected components); a module importing itself is a group of one. Each group is sorted, and
 * the groups by their first module, so a failure reads the same on every run.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (module: string) => {
    index.set(module, index.size);
    lowest.set(module, index.size - 1);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(module, Math.min(lowest.get(module) ?? 0, lowest.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowest.set(module, Math.min(lowest.get(module) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowest.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || graph.get(module)?.includes(module)) cycles.push(group.sort());
  };

  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}
