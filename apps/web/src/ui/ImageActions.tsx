import { Button, FileButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Upload (or replace) and remove for one image slot (a host name's or a template's image). */
export function ImageActions({
  hasImage,
  accept,
  onFile,
  onRemove,
  uploading,
  removing,
  uploadLabel,
  replaceLabel,
}: {
  hasImage: boolean;
  accept: string;
  onFile: (file: File | null) => void;
  onRemove: () => void;
  uploading: boolean;
  removing?: boolean;
  uploadLabel: string;
  replaceLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <FileButton onChange={onFile} accept={accept}>
        {(props) => (
          <Button {...props} size="xs" variant="light" loading={uploading}>
            {hasImage ? replaceLabel : uploadLabel}
          </Button>
        )}
      </FileButton>
      {hasImage ? (
        <Button size="xs" variant="subtle" color="red" onClick={onRemove} loading={removing}>
          {t('actions.remove')}
        </Button>
      ) : null}
    </Group>
  );
}
