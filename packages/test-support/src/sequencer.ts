/**
 * The order a `vitest run` starts its test files in (the root vitest.config.ts's `sequence.sequencer`).
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A test file that starts programs of the repository as processes (the API, gov-sim, the portal). */
const STARTS_PROCESSES = /\b(useTwoProcessWorld|startApi|startApiOn|startProgram|startStack|startGovSim)\(/;

function startsProcesses(file: string): boolean {
  try {
    return STARTS_PROCESSES.test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Vitest's own order (a project's files together, as a worker is reused only by the next file of its project;
 * within a project the longest of the last run first, or the largest file when there is no last run, as on a
 * fresh clone), except that the files that start processes go first, those of every project (each project's
 * together, in that order), then the others: they spend most of their time waiting (for a process to come
 * up, for a job due seconds ahead, for a drain), so their waits overlap the other files' work instead of one
 * of them running alone at the end. Within its project's turn, test-support's stack.test (the whole portal
 * started) would start only once every file of the API had.
 */
export default class ProcessesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectAt = new Map<string, number>();
    const keyed = sorted.map((spec, index) => {
      if (!projectAt.has(spec.project.name)) projectAt.set(spec.project.name, index);
      return {
        spec,
        index,
        project: projectAt.get(spec.project.name)!,
        first: startsProcesses(spec.moduleId),
      };
    });
    keyed.sort((a, b) => Number(b.first) - Number(a.first) || a.project - b.project || a.index - b.index);
    return keyed.map((k) => k.spec);
  }
}
