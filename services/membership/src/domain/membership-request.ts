import { MembershipRequestStatus, MembershipRequestType } from '@takt/proto';

type RequestType = (typeof MembershipRequestType)[keyof typeof MembershipRequestType];

/** Requests that end a membership or a subscription: their end date follows the notice rules. */
export function endsMembership(type: number): boolean {
  return type === MembershipRequestType.MembershipTermination || type === MembershipRequestType.SubscriptionCancellation;
}

/** Requests that give the member a membership type, whose age range then has to fit. */
export function grantsMembershipType(type: number): type is RequestType {
  return type === MembershipRequestType.MembershipApplication || type === MembershipRequestType.SubscriptionOrder;
}

/** Spec section 4: Open → Done or Rejected, nothing else; ids of requests that cannot move any more. */
export function decidedAlready(requests: readonly { id: string; status: number }[]): string[] {
  return requests.filter((r) => r.status !== MembershipRequestStatus.Open).map((r) => r.id);
}

/** The distinct names of the membership types a member holds, in the order held, as one text. */
export function membershipTypeNames(names: readonly string[]): string {
  return [...new Set(names)].join(', ');
}
