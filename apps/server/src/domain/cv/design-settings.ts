import { languageOrDefault } from '@hirelane/contract/constants';
import { cvDesignSettings } from '@hirelane/contract/cv-design-schemas';
import {
  type CvDesignSettings,
  type CvDesignSettingsInput,
  defaultCvDesignSettings,
} from '@hirelane/contract/cv-designs';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/security/random.ts';

/**
 * How a user's CV is drawn: their saved design, accent, font, paper and the CV's own language. A
 * user who never chose gets the default design in their account's language. The one reader and
 * writer of `cv_design_settings`, shared by the design settings, the PDF downloads and the public
 * pages.
 */
export const createDesignSettingsStore = (db: Db) => {
  const defaultsFor = async (userId: string): Promise<CvDesignSettings> => {
    const user = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
    return defaultCvDesignSettings(languageOrDefault(user?.locale ?? ''));
  };

  const get = async (userId: string): Promise<CvDesignSettings> => {
    const row = await db
      .selectFrom('cv_design_settings')
      .select(['design', 'accent', 'font', 'paper', 'language'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // A value this version no longer knows (a design taken out) falls back to the defaults.
    const saved = row && cvDesignSettings.safeParse(row);
    return saved?.success ? saved.data : defaultsFor(userId);
  };

  return {
    get,

    /** Saves the given choices over the current ones and answers the result. */
    save: async (userId: string, input: CvDesignSettingsInput, now: Date): Promise<CvDesignSettings> => {
      const settings = cvDesignSettings.parse({ ...(await get(userId)), ...input });
      const values = { ...settings, updated_at: now.toISOString() };
      await db
        .insertInto('cv_design_settings')
        .values({ id: newId(), user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return settings;
    },
  };
};

export type DesignSettingsStore = ReturnType<typeof createDesignSettingsStore>;
