import { AuctionResponse, type CreateAuctionBody, type UpdateAuctionBody } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { adminAuctionKeys } from '@/features/admin/auctions/api/keys';

export type CreateAuctionInput = z.input<typeof CreateAuctionBody>;
export type UpdateAuctionInput = z.input<typeof UpdateAuctionBody>;

/** `POST /api/auctions/register` (admin): times are India time ('YYYY-MM-DD' + 'HH:MM'). */
export function createAuction(body: CreateAuctionInput) {
  return apiRequest('/auctions/register', {
    method: 'POST',
    auth: 'admin',
    body,
    schema: AuctionResponse,
  });
}

/**
 * `PUT /api/auctions/update` (admin): edits; `status: 'LIVE'` starts it now, `status: 'CANCELLED'`
 * cancels it and refunds every fee.
 */
export function updateAuction(body: UpdateAuctionInput) {
  return apiRequest('/auctions/update', {
    method: 'PUT',
    auth: 'admin',
    body,
    schema: AuctionResponse,
  });
}

function useInvalidateAuctions() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['auctions'] });
  };
}

export function useCreateAuction() {
  const invalidate = useInvalidateAuctions();
  return useMutation({ mutationFn: createAuction, onSuccess: invalidate });
}

export function useUpdateAuction() {
  const invalidate = useInvalidateAuctions();
  return useMutation({ mutationFn: updateAuction, onSuccess: invalidate });
}
