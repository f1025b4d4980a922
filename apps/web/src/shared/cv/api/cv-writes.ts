import type { QueryClient } from '@tanstack/react-query';
import { certificationWrites } from './certifications.ts';
import { educationApi } from './education.ts';
import { setEntryWriteDefaults } from './entry-writes.ts';
import { experienceApi } from './experience.ts';
import { languagesWrites } from './languages.ts';
import { setListWriteDefaults } from './list-writes.ts';
import { skillsWrites } from './skills.ts';

/**
 * The changes to CV entries that may be made offline, as mutation defaults of their keys: a change
 * kept in the store while offline is restored after a reload without its functions (they cannot
 * be stored), and gets them here, by its key, before it runs.
 */
export function setCvWriteDefaults(queryClient: QueryClient): void {
  setEntryWriteDefaults(queryClient, experienceApi);
  setEntryWriteDefaults(queryClient, educationApi);
  setEntryWriteDefaults(queryClient, certificationWrites);
  setListWriteDefaults(queryClient, skillsWrites('professional'));
  setListWriteDefaults(queryClient, skillsWrites('personal'));
  setListWriteDefaults(queryClient, languagesWrites);
}
