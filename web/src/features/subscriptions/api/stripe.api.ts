import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingStripeContracts as routes } from '@takt/proto/http/billing/stripe';
import { call } from '../../../api/call.ts';
import { meKey } from '../../../api/me.ts';

/** Everything of the company's Stripe account; any change reloads all of it (a handful of small reads). */
const root = ['stripe'] as const;

export const usePublicStripeKey = () => useQuery({ queryKey: [...root, 'key'], queryFn: () => call(routes.getPublicStripeKey) });

export const useExistCustomer = (companyId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...root, 'customer', companyId],
    queryFn: () => call(routes.existCustomer, { params: { companyId: companyId! } }),
    enabled: enabled && !!companyId,
  });

function byCustomer<T>(part: string, customerId: string | null | undefined, load: (customerId: string) => Promise<T>) {
  return { queryKey: [...root, part, customerId], queryFn: () => load(customerId!), enabled: !!customerId };
}

export const usePlans = (enabled: boolean) =>
  useQuery({ queryKey: [...root, 'plans'], queryFn: () => call(routes.getPlans, { params: { productId: 'all' } }), enabled });
export const useSubscriptionDetails = (customerId?: string | null) =>
  useQuery(byCustomer('details', customerId, (id) => call(routes.getSubscriptionDetails, { params: { customerId: id } })));
export const useCards = (customerId?: string | null) =>
  useQuery(byCustomer('cards', customerId, (id) => call(routes.getCards, { params: { customerId: id } })));
export const useUpcomingInvoice = (customerId?: string | null) =>
  useQuery(byCustomer('upcoming', customerId, (id) => call(routes.getUpcomingInvoice, { params: { customerId: id } })));
export const useStripeInvoices = (customerId?: string | null) =>
  useQuery(byCustomer('invoices', customerId, (id) => call(routes.getInvoices, { params: { customerId: id } })));

/** Identity learns the new licence figures from billing's event a moment after the answer: the figures are read again then. */
const LICENCES_ARRIVE_MS = 1_500;

function useStripeChange<A>(change: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: meKey }), LICENCES_ARRIVE_MS);
      await queryClient.invalidateQueries({ queryKey: root });
    },
  });
}

export const useCreateCustomer = () =>
  useStripeChange((a: { email: string; fullName: string }) => call(routes.createCustomer, { params: a }));
export const useSubscribe = () =>
  useStripeChange((a: { customerId: string; planId: string; totalUsers: number }) => call(routes.subscribe, { params: a }));
export const useChangeQuantity = () =>
  useStripeChange((a: { itemId: string; newQuantity: number }) => call(routes.updateSubscriptionItemQuantity, { params: a }));
export const useCancelSubscription = () =>
  useStripeChange((a: { customerId: string; subscriptionId: string }) => call(routes.cancelSubscriptions, { params: a }));
export const useSetCard = () =>
  useStripeChange((a: { customerId: string; tokenId: string }) => call(routes.setCardUsingToken, { params: a }));
