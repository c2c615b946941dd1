import {
  DeletePoolPlayerResponse,
  PoolPlayerPhotoResponse,
  PoolPlayerResponse,
} from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAuctionKeys } from '@/features/admin/auctions/api/keys';

/** `PUT /api/auction-players/:id` (admin, SCHEDULED only): any columns of the sheet row. */
export function updatePoolPlayer({ id, row }: { id: string; row: Record<string, unknown> }) {
  return apiRequest(`/auction-players/${encodeURIComponent(id)}`, {
    method: 'PUT',
    auth: 'admin',
    body: row,
    schema: PoolPlayerResponse,
  });
}

/** `DELETE /api/auction-players/:id` (admin, SCHEDULED only). */
export function deletePoolPlayer(id: string) {
  return apiRequest(`/auction-players/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'admin',
    schema: DeletePoolPlayerResponse,
  });
}

function useInvalidatePool() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all });
}

export function useUpdatePoolPlayer() {
  const onSuccess = useInvalidatePool();
  return useMutation({ mutationFn: updatePoolPlayer, onSuccess });
}

export function useDeletePoolPlayer() {
  const onSuccess = useInvalidatePool();
  return useMutation({ mutationFn: deletePoolPlayer, onSuccess });
}

/** `POST /api/auction-players/:id/photo` (admin, multipart `file`; any auction status). */
export function uploadPoolPlayerPhoto({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiRequest(`/auction-players/${encodeURIComponent(id)}/photo`, {
    method: 'POST',
    auth: 'admin',
    body: form,
    schema: PoolPlayerPhotoResponse,
  });
}

/** `DELETE /api/auction-players/:id/photo` (admin): back to the generated picture. */
export function removePoolPlayerPhoto(id: string) {
  return apiRequest(`/auction-players/${encodeURIComponent(id)}/photo`, {
    method: 'DELETE',
    auth: 'admin',
    schema: PoolPlayerResponse,
  });
}

export function useUploadPoolPlayerPhoto() {
  const onSuccess = useInvalidatePool();
  return useMutation({ mutationFn: uploadPoolPlayerPhoto, onSuccess });
}

export function useRemovePoolPlayerPhoto() {
  const onSuccess = useInvalidatePool();
  return useMutation({ mutationFn: removePoolPlayerPhoto, onSuccess });
}
