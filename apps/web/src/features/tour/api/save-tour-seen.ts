import { TourSeenResponse } from '@bidxi/protocol';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/users/tour-seen`: the account has seen the guided tour (it opens on no other device). */
export function saveTourSeen() {
  return apiRequest('/users/tour-seen', {
    method: 'POST',
    auth: 'user',
    schema: TourSeenResponse,
  });
}
