import { consumersOf } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import { recordCourse } from '../operations/record-course.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const courseCreatedConsumer = () => on(SchedulingEvents.CourseCreated, (tx, p) => recordCourse(tx, p));
