import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * API files that mostly wait (a killed server's heartbeat to lapse, other processes to start and
 * stop) or run long on their own (the bad-input sweep, on both engines). Vitest's default order
 * runs larger files first, which left these small files for the end of the run with the other
 * workers idle; started first, their waits overlap the files that keep the cores busy.
 */
const LONG_OR_WAITING = /\/(crash-[^/]*|bad-input-sweep|many-processes|shutdown)\.api\.test\.ts$/;

/** Vitest's order (projects in their `groupOrder`, failed and longer files first), long waiters first within a project. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => (LONG_OR_WAITING.test(spec.moduleId) ? 0 : 1);
    // Array.prototype.sort is stable: within a project and a rank, Vitest's order stays.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name === b.project.name ? rank(a) - rank(b) : 0),
    );
  }
}
