import { Alert, Button, Card, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A file's content as base64, without the data URL's head, for an upload body. */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Uploading into one of several image slots: `put` reads the chosen file and sends it; a refusal
 * is kept with its slot (`failure(kind)`) until the next upload.
 */
export function useImageUpload<K extends string>(
  send: (kind: K, dataBase64: string, onError: (error: Error) => void) => void,
) {
  const [failed, setFailed] = useState<{ kind: K; message: string } | null>(null);
  return {
    failure: (kind: K) => (failed?.kind === kind ? failed.message : null),
    put: async (kind: K, file: File | null) => {
      if (!file) return;
      setFailed(null);
      send(kind, await readBase64(file), (error) => setFailed({ kind, message: error.message }));
    },
  };
}

/**
 * One image slot (a host name's logo, a template's poster): its name, the size and types it
 * takes, the image or a note that there is none, the last upload's refusal, and its buttons.
 */
export function ImageSlot({
  label,
  rule,
  src,
  height,
  empty,
  failure,
  testId,
  children,
}: {
  label: string;
  rule: string;
  src: string | null | undefined;
  height: number;
  empty: string;
  failure: string | null;
  testId?: string;
  /** The slot's buttons ({@link ImageActions}), left out where it cannot change. */
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Stack gap={6}>
        <Text fw={500} size="sm">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {rule}
        </Text>
        {src ? (
          <Image src={src} alt={label} h={height} w="auto" fit="contain" bg="gray.1" radius="sm" />
        ) : (
          <Center h={height} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <Text size="xs" c="dimmed" fs="italic">
              {empty}
            </Text>
          </Center>
        )}
        {failure ? (
          <Alert color="red" variant="light" p="xs" role="alert">
            {failure}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}

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
