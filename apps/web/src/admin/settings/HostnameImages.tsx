import { Alert, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HostnameSettings } from '@tessera/contract';
import { type HostnameImageKind, hostnameImageKinds, hostnameImageRules } from '@tessera/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageActions } from '@/ui/ImageActions';
import { useHostnameMutations } from './queries';

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

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
  const [failed, setFailed] = useState<{ kind: HostnameImageKind; message: string } | null>(null);
  const put = async (kind: HostnameImageKind, file: File | null) => {
    if (!file) return;
    setFailed(null);
    upload.mutate(
      { id: hostname.id, kind, dataBase64: await readBase64(file) },
      { onError: (error) => setFailed({ kind, message: error.message }) },
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {hostnameImageKinds.map((kind) => {
        const image = hostname.images[kind];
        return (
          <Card key={kind} withBorder radius="md" padding="sm">
            <Stack gap={6}>
              <Text fw={500} size="sm">
                {t(`admin.hostnames.images.${kind}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {ruleText(kind, t)}
              </Text>
              {image ? (
                <Image
                  src={image.dataUrl}
                  alt={t(`admin.hostnames.images.${kind}`)}
                  h={64}
                  w="auto"
                  fit="contain"
                  bg="gray.1"
                  radius="sm"
                />
              ) : (
                <Text size="xs" c="dimmed" fs="italic">
                  {t('admin.hostnames.noImage')}
                </Text>
              )}
              {failed?.kind === kind ? (
                <Alert color="red" variant="light" p="xs">
                  {failed.message}
                </Alert>
              ) : null}
              <ImageActions
                hasImage={Boolean(image)}
                accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon"
                onFile={(file) => void put(kind, file)}
                onRemove={() => removeImage.mutate({ id: hostname.id, kind })}
                uploading={upload.isPending && upload.variables?.kind === kind}
                uploadLabel={t('admin.hostnames.upload')}
                replaceLabel={t('admin.hostnames.replace')}
              />
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
