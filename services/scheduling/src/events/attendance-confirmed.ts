import { consumersOf } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import { confirmedWrite } from '../store/appointment-participants.ts';
import type { Client } from '../store/client.ts';

const { onSql } = consumersOf<Client>();

/**
 * A booking confirmed by the booking service takes one place of its appointment, and its member
 * joins the chat; every booking of a rush reaches this, so a batch is one statement (decision 0074).
 * The inbox makes the event count once; an appointment this service does not know is left alone.
 */
export const attendanceConfirmedConsumer = () => onSql(BookingEvents.AttendanceConfirmed, confirmedWrite);
