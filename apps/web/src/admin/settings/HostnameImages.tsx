import { SimpleGrid } from '@mantine/core';
import type { HostnameSettings } from '@tessera/contract';
import { type HostnameImageKind, hostnameImageKinds, hostnameImageRules } from '@tessera/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ImageActions, ImageSlot, useImageUpload } from '@/ui/ImageActions';
import { useHostnameMutations } from './queries';

function ruleText(kind: HostnameImageKind, t: TFunction): string {
  const rule = hostnameImageRules[kind];
  const types = rule.types.map((x) => x.toUpperCase()).join(', ');
  if ('width' in rule)
    return t('admin.hostnames.imageRuleExact', { width: rule.width, height: rule.height, types });
  if ('minSide' in rule) return t('admin.hostnames.imageRuleSquare', { side: rule.minSide, types });
  return t('admin.hostnames.imageRuleAny', { types });
}

/** Logos, favicon and nav image of a host name; the server checks type and size (spec §9). */
export function HostnameImages({ hostname }: { hostname: HostnameSettings }) {
  const { t } = useTranslation();
  const { upload, removeImage } = useHostnameMutations();
  const { put, failure } = useImageUpload<HostnameImageKind>((kind, dataBase64, onError) =>
    upload.mutate({ id: hostname.id, kind, dataBase64 }, { onError }),
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {hostnameImageKinds.map((kind) => {
        const image = hostname.images[kind];
        return (
          <ImageSlot
            key={kind}
            label={t(`admin.hostnames.images.${kind}`)}
            rule={ruleText(kind, t)}
            src={image?.dataUrl}
            height={64}
            empty={t('admin.hostnames.noImage')}
            failure={failure(kind)}
          >
            <ImageActions
              hasImage={Boolean(image)}
              accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon"
              onFile={(file) => void put(kind, file)}
              onRemove={() => removeImage.mutate({ id: hostname.id, kind })}
              uploading={upload.isPending && upload.variables?.kind === kind}
              uploadLabel={t('admin.hostnames.upload')}
              replaceLabel={t('admin.hostnames.replace')}
            />
          </ImageSlot>
        );
      })}
    </SimpleGrid>
  );
}
