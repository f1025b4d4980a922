import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, orNotFound } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/security/random.ts';
import type { SectionRepository } from './sections.repository.ts';

/** At most this many entries per section: a CV, not a database. */
export const SECTION_MAX_ENTRIES = 100;

/** The rules every one-row-per-entry CV section shares: owner-scoped CRUD with a clear 404. */
export const createSectionService = <Fields, Entry>(deps: {
  repo: SectionRepository<Fields, Entry>;
  clock: Clock;
  notFoundMessage: string;
}) => {
  const { repo, clock, notFoundMessage } = deps;
  const find = (userId: string, id: string) => orNotFound(repo.find(userId, id), notFoundMessage);
  return {
    list: (userId: string): Promise<Entry[]> => repo.list(userId),

    create: async (userId: string, fields: Fields): Promise<Entry> => {
      if ((await repo.count(userId)) >= SECTION_MAX_ENTRIES) {
        throw new AppError('VALIDATION_FAILED', `A section can hold at most ${SECTION_MAX_ENTRIES} entries`);
      }
      const id = newId();
      await repo.insert(userId, id, fields, clock.now());
      return find(userId, id);
    },

    update: async (userId: string, id: string, fields: Fields): Promise<Entry> => {
      const changed = await repo.update(userId, id, fields, clock.now());
      if (!changed) throw notFound(notFoundMessage);
      return find(userId, id);
    },

    /** The stored entry, for services that keep more than the contract shows (file keys). */
    find,

    remove: async (userId: string, id: string): Promise<void> => {
      if (!(await repo.remove(userId, id))) throw notFound(notFoundMessage);
    },
  };
};

export type SectionService<Fields, Entry> = ReturnType<typeof createSectionService<Fields, Entry>>;
