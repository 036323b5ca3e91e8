import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type EventTemplate, getTemplateImage } from '@tessera/contract';
import { type TemplateImageKind, templateImageKinds, templateImageRules } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '@/api/client';
import { ImageActions, ImageSlot, useImageUpload } from '@/ui/ImageActions';
import { templateImagesQuery, useTemplateImageMutations } from '../image-queries';

/** Poster, banners, GA background and wallet hero; the server checks type and exact size (spec §9). */
export function TemplateImages({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const { data: images = [] } = useQuery(templateImagesQuery(template.id));
  const { upload, remove } = useTemplateImageMutations(template.id);
  const { put, failure } = useImageUpload<TemplateImageKind>((kind, dataBase64, onError) =>
    upload.mutate({ kind, dataBase64 }, { onError }),
  );
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
            const src = image
              ? `${endpointUrl(getTemplateImage, { params: { id: template.id, templateImageKind: kind } })}?v=${encodeURIComponent(image.uploadedAt)}`
              : null;
            return (
              <ImageSlot
                key={kind}
                label={t(`admin.templates.images.kinds.${kind}`)}
                rule={t('admin.templates.images.rule', {
                  width: rule.width,
                  height: rule.height,
                  types: rule.types.map((x) => x.toUpperCase()).join(', '),
                })}
                src={src}
                height={96}
                empty={t('admin.templates.images.none')}
                failure={failure(kind)}
                testId={`template-image-${kind}`}
              >
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
              </ImageSlot>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
