import { type Person, readPeople } from './person.ts';

export type { Person } from './person.ts';

/** Every invented person of the fixture set: English CVs, then Norwegian (bokmål) ones. */
export const PEOPLE: Person[] = [...readPeople('en'), ...readPeople('no')];

export const personById = (id: string): Person => {
  const found = PEOPLE.find((p) => p.id === id);
  if (!found) throw new Error(`No fixture person ${id}`);
  return found;
};
