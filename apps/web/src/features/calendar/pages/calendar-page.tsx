import { HeadedPage } from '../../../shared/ui/headed-page.tsx';
import { CalendarFeedPanel } from '../components/calendar-feed-panel.tsx';

/** `/account/calendar`: the private feed of every upcoming interview, for the user's own calendar. */
export function CalendarPage() {
  return (
    <HeadedPage namespace="calendar">
      <CalendarFeedPanel />
    </HeadedPage>
  );
}
