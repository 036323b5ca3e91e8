import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTemplateImage, listTemplateImages, uploadTemplateImage } from '@tessera/contract';
import type { TemplateImageKind } from '@tessera/domain';
import { callApi } from '@/api/client';

const imagesKey = (templateId: number) => ['admin', 'event-templates', templateId, 'images'] as const;

export const templateImagesQuery = (templateId: number) =>
  queryOptions({
    queryKey: imagesKey(templateId),
    queryFn: () => callApi(listTemplateImages, { params: { id: templateId } }),
  });

export function useTemplateImageMutations(templateId: number) {
  const queryClient = useQueryClient();
  const store = (images: Awaited<ReturnType<typeof callApi<typeof listTemplateImages>>>) =>
    queryClient.setQueryData(imagesKey(templateId), images);
  return {
    upload: useMutation({
      mutationFn: ({ kind, dataBase64 }: { kind: TemplateImageKind; dataBase64: string }) =>
        callApi(uploadTemplateImage, {
          params: { id: templateId, templateImageKind: kind },
          body: { dataBase64 },
        }),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: ({ kind }: { kind: TemplateImageKind }) =>
        callApi(deleteTemplateImage, { params: { id: templateId, templateImageKind: kind } }),
      onSuccess: store,
    }),
  };
}
