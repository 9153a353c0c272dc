import {
  PRIVATE_POI_API,
  type PrivatePoiAccepted,
  type PrivatePoiFromCustomList,
  type PrivatePoiLayer,
  type PrivatePoiRename,
} from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { privatePoiItemsKey, privatePoiKeys } from './private-poi-keys.ts';

/** Every change refreshes the layers list and, for one layer, its detail and places. */
export function useInvalidatePrivatePois() {
  return useInvalidator([privatePoiKeys.lists()], (id) => [
    privatePoiKeys.detail(id),
    privatePoiItemsKey(id),
  ]);
}

type Upload = { form: FormData; onProgress: (fraction: number) => void };

/** A new layer from a file (country_code, name_layer, then the file), with the share sent so far. */
export function useCreatePrivatePoiLayer() {
  const invalidate = useInvalidatePrivatePois();
  return useMutation({
    mutationFn: ({ form, onProgress }: Upload) =>
      uploadWithProgress<PrivatePoiAccepted>(PRIVATE_POI_API.list, form, { onProgress }),
    onSuccess: () => invalidate(),
  });
}

/** A new file for a layer: its places are replaced once the file is read. */
export function useReplacePrivatePoiFile(id: number) {
  const invalidate = useInvalidatePrivatePois();
  return useMutation({
    mutationFn: ({ form, onProgress }: Upload) =>
      uploadWithProgress<PrivatePoiAccepted>(PRIVATE_POI_API.replace(id), form, { onProgress }),
    onSettled: () => invalidate(id),
  });
}

export function useRenamePrivatePoiLayer(id: number) {
  const invalidate = useInvalidatePrivatePois();
  return useMutation({
    mutationFn: (body: PrivatePoiRename) => api.put<PrivatePoiLayer>(PRIVATE_POI_API.one(id), body),
    onSuccess: () => invalidate(id),
  });
}

export function useDeletePrivatePoiLayer() {
  const invalidate = useInvalidatePrivatePois();
  return useMutation({
    mutationFn: (layer: PrivatePoiLayer) => api.delete(PRIVATE_POI_API.one(layer.id)),
    onSuccess: (_answer, layer) => {
      notifySuccess('privatePois:messages.deleted', { name: layer.layer_name });
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}

/** A new layer from a lat/long custom list, each place with the given radius. */
export function useConvertCustomList(listId: number) {
  const invalidate = useInvalidatePrivatePois();
  return useMutation({
    mutationFn: (body: PrivatePoiFromCustomList) =>
      api.post<PrivatePoiAccepted>(PRIVATE_POI_API.fromCustomList(listId), body),
    onSuccess: () => invalidate(),
  });
}
