import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { hmac } from '../../platform/security/random.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import { calendarRoutes, publicCalendarRoutes } from './calendar.routes.ts';
import { createCalendarService } from './calendar.service.ts';

/** Interviews in the user's own calendar: .ics files and the private feed. */
export const calendarModule: FeatureModule = {
  name: 'calendar',
  register: async (api, { db, clock, config, jwtSecret }) => {
    const calendar = createCalendarService({
      repo: createCalendarRepository(db),
      clock,
      publicUrl: config.publicUrl,
      feedKey: hmac(jwtSecret, 'calendar-feeds'),
    });
    await api.register(calendarRoutes, { calendar });
    await api.register(publicCalendarRoutes, { calendar });
  },
};
