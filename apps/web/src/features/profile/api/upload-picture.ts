import { UploadUserImageResponse } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/upload/userImage` (multipart `file`): the new avatar becomes the user's `imageUrl`. */
export function uploadPicture(file: File) {
  const form = new FormData();
  form.set('file', file);
  return apiRequest('/upload/userImage', {
    method: 'POST',
    body: form,
    schema: UploadUserImageResponse,
  });
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
