import { TimeslotPlannerPage } from '../../../features/timeslot-planner/timeslot-planner-page';

/** /transmitters/timeslots: the timeslot planner for a transmitter group or a map area. */
export default function TimeslotsRoute() {
  return <TimeslotPlannerPage />;
}
