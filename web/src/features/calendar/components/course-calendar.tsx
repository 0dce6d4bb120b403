import deLocale from '@fullcalendar/core/locales/de';
import type { DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mui/material';
import type { CalendarAnswer, CalendarAppointment, CalendarDateType } from '@takt/proto/http/scheduling/calendar';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { textSafeShade } from '../../../ui/contrast.ts';
import type { CalendarWindow } from '../api/calendar.api.ts';

const VIEW_TYPE: Record<string, CalendarDateType> = { dayGridMonth: 'month', timeGridWeek: 'week', timeGridDay: 'day' };
// Outside the component: FullCalendar resets its view when these change identity, which fires datesSet again.
const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const LOCALES = [deLocale];
const TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' };

export interface MovedAppointment {
  a: CalendarAppointment;
  date: string;
  timeFrom: string;
  timeTill: string;
}

interface Props {
  data: CalendarAnswer | undefined;
  locale: 'de' | 'en';
  initialView?: 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay';
  onWindow(w: CalendarWindow): void;
  onOpen?(a: CalendarAppointment): void;
  /** Answers whether the move was made; a refused one jumps back. */
  onMove?(m: MovedAppointment): Promise<boolean>;
}

/** FullCalendar (MIT parts) over the calendar API's days: a colour per course, Monday first, week numbers off. */
export function CourseCalendar({ data, locale, initialView = 'timeGridWeek', onWindow, onOpen, onMove }: Props) {
  const intl = useIntl();
  const events = useMemo(
    () =>
      (data?.days ?? []).flatMap((d) =>
        d.appointments.map((a) => ({
          id: a.id,
          title: a.isCancelled ? `${a.courseName} (${intl.formatMessage({ id: 'calendar.cancelled' })})` : a.courseName,
          start: `${a.date}T${a.timeFrom}`,
          end: `${a.date}T${a.timeTill}`,
          backgroundColor: textSafeShade(a.courseColor),
          borderColor: textSafeShade(a.courseColor),
          textColor: '#ffffff',
          classNames: a.isCancelled ? ['calendar-cancelled'] : [],
          editable: !!onMove && !a.isCancelled,
          extendedProps: { a },
        })),
      ),
    [data, intl, onMove],
  );
  const shown = useRef('');
  const datesSet = (arg: DatesSetArg) => {
    const w: CalendarWindow = { date: dayjs(arg.view.currentStart).format('YYYY-MM-DD'), dateType: VIEW_TYPE[arg.view.type] ?? 'week' };
    if (shown.current === `${w.date}/${w.dateType}`) return; // a re-render, not a new range
    shown.current = `${w.date}/${w.dateType}`;
    onWindow(w);
  };
  const drop = async (info: EventDropArg) => {
    const start = dayjs(info.event.start);
    const end = dayjs(info.event.end ?? info.event.start);
    const a = info.event.extendedProps.a as CalendarAppointment;
    const moved = await onMove!({ a, date: start.format('YYYY-MM-DD'), timeFrom: start.format('HH:mm'), timeTill: end.format('HH:mm') });
    if (!moved) info.revert();
  };
  return (
    <Box
      sx={{
        '& .calendar-cancelled': { textDecoration: 'line-through' },
        '& .fc': { minHeight: 480 },
        // FullCalendar fades other months' days below readable contrast.
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
      }}
    >
      <FullCalendar
        plugins={PLUGINS}
        locales={LOCALES}
        locale={locale}
        firstDay={1}
        buttonIcons={false}
        // The cell is named by its date only while it also shows events: let its content name it.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        fixedWeekCount={false}
        initialView={initialView}
        headerToolbar={TOOLBAR}
        allDaySlot={false}
        slotMinTime="06:00:00"
        height="auto"
        events={events}
        editable={!!onMove}
        eventDurationEditable={false}
        datesSet={datesSet}
        eventClick={(info: EventClickArg) => onOpen?.(info.event.extendedProps.a as CalendarAppointment)}
        eventDrop={(info) => void drop(info)}
      />
    </Box>
  );
}
