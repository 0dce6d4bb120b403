import { createContext, useContext, useEffect } from 'react';
import type { HubConnection } from './hub.ts';

/** The signed-in session's one hub connection (null signed out), for screens that join a group. */
export const HubContext = createContext<HubConnection | null>(null);

/** Keeps this screen in an appointment's chat group while it is shown. */
export function useAppointmentChatGroup(appointmentId: string): void {
  const hub = useContext(HubContext);
  useEffect(() => (hub && appointmentId ? hub.joinChat(appointmentId) : undefined), [hub, appointmentId]);
}
