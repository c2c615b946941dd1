import {
  PushPreferencesResponse,
  PushPublicKeyResponse,
  type PushPreferences,
  type PushSubscriptionBody,
} from '@bidxi/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The query key of the signed-in player's notice toggles. */
export const pushPreferencesKey = ['push', 'preferences'] as const;

/** `GET /api/push/preferences`: the four toggles and how many browsers are subscribed. */
export function usePushPreferences() {
  return useQuery({
    queryKey: pushPreferencesKey,
    queryFn: ({ signal }) =>
      apiRequest('/push/preferences', { schema: PushPreferencesResponse, signal }),
  });
}

/** `PUT /api/push/preferences`: shown at once, put back if the server refuses. */
export function useUpdatePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PushPreferences) =>
      apiRequest('/push/preferences', {
        method: 'PUT',
        body: preferences,
        schema: PushPreferencesResponse,
      }),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: pushPreferencesKey });
      const previous = queryClient.getQueryData<PushPreferencesResponse>(pushPreferencesKey);
      if (previous) queryClient.setQueryData(pushPreferencesKey, { ...previous, preferences });
      return { previous };
    },
    onError: (_err, _prefs, context) => {
      if (context?.previous) queryClient.setQueryData(pushPreferencesKey, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(pushPreferencesKey, data),
  });
}

/** `GET /api/push/public-key`: the server's VAPID key (base64url). */
export const getPushPublicKey = () =>
  apiRequest('/push/public-key', { schema: PushPublicKeyResponse, auth: 'none' });

/** `POST /api/push/subscriptions`: this browser's subscription. */
export const saveSubscription = (subscription: PushSubscriptionBody) =>
  apiRequest('/push/subscriptions', {
    method: 'POST',
    body: subscription,
    schema: PushPreferencesResponse,
  });

/** `DELETE /api/push/subscriptions`: forget this browser's subscription. */
export const deleteSubscription = (endpoint: string) =>
  apiRequest('/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: PushPreferencesResponse,
  });
