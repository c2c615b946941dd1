import { UploadAuctionImageResponse } from '@bidxi/protocol';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/upload/auctionImage` (admin, multipart `file`, optional `auctionId`) → the image URL. */
export function uploadAuctionImage({ file, auctionId }: { file: File; auctionId?: string }) {
  const form = new FormData();
  if (auctionId) form.set('auctionId', auctionId);
  form.set('file', file, file.name);
  return apiRequest('/upload/auctionImage', {
    method: 'POST',
    auth: 'admin',
    body: form,
    schema: UploadAuctionImageResponse,
  });
}

export function useUploadAuctionImage() {
  return useMutation({ mutationFn: uploadAuctionImage });
}
