import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { identityDepartmentContracts } from '@takt/proto/http/identity/departments';
import { identityLocationContracts } from '@takt/proto/http/identity/locations';
import { hasAnyRole, STAFF_ROLES } from '@takt/proto/roles';
import { call } from '../../api/call.ts';
import { useMe } from '../../api/me.ts';
import { departmentKeys } from '../../features/departments/api/departments.api.ts';
import { locationKeys } from '../../features/locations/api/locations.api.ts';

/** A location or a department: selecting one clears the other (spec section 4). */
export interface LocationChoice {
  kind: 'location' | 'department';
  id: string;
}

const storageKey = (accountId: string) => `takt.choice.${accountId}`;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function stored(accountId: string | undefined): LocationChoice | undefined {
  if (!accountId) return undefined;
  try {
    const v = JSON.parse(localStorage.getItem(storageKey(accountId)) ?? 'null') as LocationChoice | null;
    return v && (v.kind === 'location' || v.kind === 'department') && typeof v.id === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The location or department the staff user works in, remembered per user on this device.
 * Without a (still valid) stored choice the first location is taken, else the first department.
 * Lists that filter by location read `choice` from here.
 */
export function useLocationChoice() {
  const me = useMe().data;
  const accountId = me?.account.id;
  const staff = Boolean(me && hasAnyRole(me.roles, STAFF_ROLES));
  const locations = useQuery({
    queryKey: locationKeys.list('own'),
    queryFn: () => call(identityLocationContracts.getOwnUserLocations),
    enabled: staff,
  });
  const departments = useQuery({
    queryKey: departmentKeys.list('own'),
    queryFn: () => call(identityDepartmentContracts.getOwnUserDepartments),
    enabled: staff,
  });
  const raw = useSyncExternalStore(subscribe, () => (accountId ? localStorage.getItem(storageKey(accountId)) : null));
  const locationList = locations.data ?? [];
  const departmentList = departments.data ?? [];
  const wanted = raw === null ? undefined : stored(accountId);
  const valid = wanted && (wanted.kind === 'location' ? locationList : departmentList).some((x) => x.id === wanted.id);
  const fallback: LocationChoice | undefined = locationList[0]
    ? { kind: 'location', id: locationList[0].id }
    : departmentList[0]
      ? { kind: 'department', id: departmentList[0].id }
      : undefined;
  const choice = valid ? wanted : fallback;
  const choose = (next: LocationChoice) => {
    if (!accountId) return;
    localStorage.setItem(storageKey(accountId), JSON.stringify(next));
    listeners.forEach((l) => l());
  };
  const name = choice && (choice.kind === 'location' ? locationList : departmentList).find((x) => x.id === choice.id)?.name;
  return { enabled: staff, choice, name, choose, locations: locationList, departments: departmentList };
}
