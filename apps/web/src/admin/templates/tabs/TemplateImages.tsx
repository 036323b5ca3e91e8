import { Alert, Card, Center, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type EventTemplate, getTemplateImage } from '@tessera/contract';
import { type TemplateImageKind, templateImageKinds, templateImageRules } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '@/api/client';
import { ImageActions } from '@/ui/ImageActions';
import { templateImagesQuery, useTemplateImageMutations } from '../image-queries';

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Poster, banners, GA background and wallet hero; the server checks type and exact size (spec §9). */
export function TemplateImages({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { data: images = [] } = useQuery(templateImagesQuery(template.id));
  const { upload, remove } = useTemplateImageMutations(template.id);
  const [failed, setFailed] = useState<{ kind: TemplateImageKind; message: string } | null>(null);
  const put = async (kind: TemplateImageKind, file: File | null) => {
    if (!file) return;
    setFailed(null);
    upload.mutate(
      { kind, dataBase64: await readBase64(file) },
      { onError: (error) => setFailed({ kind, message: error.message }) },
    );
  };
  return (
    <Paper p="lg" radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3}>{t('admin.templates.images.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('admin.templates.images.intro')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {templateImageKinds.map((kind) => {
            const rule = templateImageRules[kind];
            const image = images.find((i) => i.kind === kind);
            const label = t(`admin.templates.images.kinds.${kind}`);
            const src = image
              ? `${endpointUrl(getTemplateImage, { params: { id: template.id, templateImageKind: kind } })}?v=${encodeURIComponent(image.uploadedAt)}`
              : null;
            return (
              <Card key={kind} withBorder radius="md" padding="sm" data-testid={`template-image-${kind}`}>
                <Stack gap={6}>
                  <Text fw={500} size="sm">
                    {label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('admin.templates.images.rule', {
                      width: rule.width,
                      height: rule.height,
                      types: rule.types.map((x) => x.toUpperCase()).join(', '),
                    })}
                  </Text>
                  {src ? (
                    <Image src={src} alt={label} h={96} w="auto" fit="contain" bg="gray.1" radius="sm" />
                  ) : (
                    <Center h={96} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                      <Text size="xs" c="dimmed" fs="italic">
                        {t('admin.templates.images.none')}
                      </Text>
                    </Center>
                  )}
                  {failed?.kind === kind ? (
                    <Alert color="red" variant="light" p="xs" role="alert">
                      {failed.message}
                    </Alert>
                  ) : null}
                  {template.archived ? null : (
                    <ImageActions
                      hasImage={Boolean(image)}
                      accept="image/png,image/jpeg"
                      onFile={(file) => void put(kind, file)}
                      onRemove={() => remove.mutate({ kind })}
                      uploading={upload.isPending && upload.variables?.kind === kind}
                      removing={remove.isPending && remove.variables?.kind === kind}
                      uploadLabel={t('admin.templates.images.upload')}
                      replaceLabel={t('admin.templates.images.replace')}
                    />
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
