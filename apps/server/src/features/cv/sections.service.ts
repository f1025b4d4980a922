import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, orNotFound } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/security/random.ts';
import type { SectionRepository, SectionTable, SectionTables } from './sections.repository.ts';

/** At most this many entries per section: a CV, not a database. */
export const SECTION_MAX_ENTRIES = 100;

type Mapper<T extends SectionTable, Input, Output> = {
  fromRow: (row: SectionTables[T]) => Output;
  toColumns: (input: Input) => Partial<SectionTables[T]>;
};

/** The rules every one-row-per-entry CV section shares: owner-scoped CRUD with a clear 404. */
export const createSectionService = <T extends SectionTable, Input, Output>(deps: {
  repo: SectionRepository<T>;
  mapper: Mapper<T, Input, Output>;
  clock: Clock;
  notFoundMessage: string;
}) => {
  const { repo, mapper, clock, notFoundMessage } = deps;
  const reread = (userId: string, id: string) => orNotFound(repo.find(userId, id), notFoundMessage);
  return {
    list: async (userId: string): Promise<Output[]> => (await repo.list(userId)).map(mapper.fromRow),

    create: async (userId: string, input: Input, extra: Partial<SectionTables[T]> = {}): Promise<Output> => {
      if ((await repo.count(userId)) >= SECTION_MAX_ENTRIES) {
        throw new AppError('VALIDATION_FAILED', `A section can hold at most ${SECTION_MAX_ENTRIES} entries`);
      }
      const id = newId();
      await repo.insert(userId, id, { ...mapper.toColumns(input), ...extra }, clock.now());
      return mapper.fromRow(await reread(userId, id));
    },

    update: async (userId: string, id: string, input: Input, extra: Partial<SectionTables[T]> = {}) => {
      const changed = await repo.update(userId, id, { ...mapper.toColumns(input), ...extra }, clock.now());
      if (!changed) throw notFound(notFoundMessage);
      return mapper.fromRow(await reread(userId, id));
    },

    /** The stored row, for services that keep more than the contract shows (file keys). */
    findRow: reread,

    remove: async (userId: string, id: string): Promise<void> => {
      if (!(await repo.remove(userId, id))) throw notFound(notFoundMessage);
    },
  };
};

export type SectionService<T extends SectionTable, Input, Output> = ReturnType<
  typeof createSectionService<T, Input, Output>
>;
