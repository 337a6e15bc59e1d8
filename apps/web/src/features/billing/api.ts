import type {
  CreateCheckoutAnswer,
  Plan,
  SubscriptionStatusAnswer,
  Transaction,
  UserType,
} from '@loadboard/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Every cached answer about the user's subscription and payments. */
const SUBSCRIPTION_KEY = ['subscription'] as const;

/** GET /api/subscription/status (the subscription, and whether checkout is in test mode): the shell's trial notice reads it too. */
export const subscriptionQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEY,
  queryFn: async ({ signal }) =>
    (await api.get<SubscriptionStatusAnswer>('/subscription/status', { signal })).data,
});

export const useSubscription = () => useQuery(subscriptionQuery);

/** The platform's administrators trade without a subscription: they have no trial to end. */
export const needsSubscription = (userType: UserType | undefined) => userType !== 'SUPER_ADMIN';

export const usePlans = () =>
  useQuery({
    queryKey: ['plans'],
    queryFn: async ({ signal }) => (await api.get<Plan[]>('/plans', { signal })).data,
    staleTime: 60 * 60 * 1000,
  });

export const useTransactions = () =>
  useQuery({
    queryKey: [...SUBSCRIPTION_KEY, 'transactions'],
    queryFn: async ({ signal }) =>
      (await api.get<Transaction[]>('/subscription/transactions', { signal })).data,
  });

/** POST /api/subscription/create-checkout, then the browser goes to the provider's hosted page. */
export function useCheckout() {
  return useMutation({
    mutationFn: async (planId: string) =>
      (await api.post<CreateCheckoutAnswer>('/subscription/create-checkout', { planId })).data,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
