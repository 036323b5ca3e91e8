import { Badge, Button, FileButton, Group, Stack, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EmailTemplate,
  listEmailTemplates,
  saveEmailTemplate,
  sendEmailTemplateTest,
  uploadEmailTemplate,
} from '@tessera/contract';
import { EMAIL_TEMPLATE_MAX_CHARS, type EmailTemplateKind } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { FailureAlert } from '@/ui/FailureAlert';
import { SectionLoader } from '@/ui/FullPageLoader';
import { readBase64 } from '@/ui/ImageActions';
import { Section } from '@/ui/Section';
import { DoneAlert } from '@/ui/StatusNotice';

const templatesKey = ['admin', 'email-templates'] as const;
const templatesQuery = () => apiQuery(templatesKey, listEmailTemplates);

/** Account settings → email templates: order notes, pre-event and post-event text (decisions/0069). */
export function EmailTemplatesTab() {
  const templates = useQuery(templatesQuery());
  if (templates.isPending) return <SectionLoader />;
  if (templates.isError)
    return <ErrorDetails error={templates.error} onRetry={() => void templates.refetch()} />;
  return (
    <Stack gap="xl">
      {templates.data.map((template) => (
        <TemplateEditor key={template.kind} template={template} />
      ))}
    </Stack>
  );
}

function TemplateEditor({ template }: { template: EmailTemplate }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kind: EmailTemplateKind = template.kind;
  const [text, setText] = useState(template.text);
  const [done, setDone] = useState<string | null>(null);
  const stored = (next: EmailTemplate) => {
    queryClient.setQueryData<EmailTemplate[]>(templatesKey, (list) =>
      list?.map((x) => (x.kind === next.kind ? next : x)),
    );
    setText(next.text);
  };
  const save = useMutation({
    mutationFn: () => callApi(saveEmailTemplate, { body: { kind, text } }),
    onSuccess: (next) => {
      stored(next);
      setDone(t('admin.emailTemplates.saved'));
    },
  });
  const upload = useMutation({
    mutationFn: async (file: File) =>
      callApi(uploadEmailTemplate, {
        body: { kind, fileName: file.name, contentType: file.type, dataBase64: await readBase64(file) },
      }),
    onSuccess: (next) => {
      stored(next);
      setDone(t('admin.emailTemplates.uploaded', { file: next.fileName ?? '' }));
    },
  });
  const test = useMutation({
    mutationFn: () => callApi(sendEmailTemplateTest, { body: { kind } }),
    onSuccess: (sent) => setDone(t('admin.emailTemplates.testSent', { to: sent.to })),
  });
  const start = () => {
    setDone(null);
    save.reset();
    upload.reset();
    test.reset();
  };
  const changed = text !== template.text;
  return (
    <div data-testid={`email-template-${kind}`}>
      <Section
        title={t(`admin.emailTemplates.kinds.${kind}.title`)}
        intro={t(`admin.emailTemplates.kinds.${kind}.intro`)}
      >
        <Group gap="xs">
          <Badge variant="light" color={template.text ? 'teal' : 'gray'}>
            {template.text ? t('admin.emailTemplates.inUse') : t('admin.emailTemplates.notSet')}
          </Badge>
          {template.fileName ? (
            <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
              {template.fileName}
            </Badge>
          ) : null}
        </Group>
        <Textarea
          label={t('admin.emailTemplates.text')}
          description={t('admin.emailTemplates.textHint')}
          autosize
          minRows={4}
          maxRows={16}
          maxLength={EMAIL_TEMPLATE_MAX_CHARS}
          value={text}
          onChange={(e) => {
            setDone(null);
            setText(e.currentTarget.value);
          }}
        />
        <Group gap="sm">
          <Button
            onClick={() => {
              start();
              save.mutate();
            }}
            loading={save.isPending}
            disabled={!changed}
          >
            {t('admin.emailTemplates.save')}
          </Button>
          <FileButton
            accept=".txt,text/plain"
            onChange={(file) => {
              if (!file) return;
              start();
              upload.mutate(file);
            }}
          >
            {(props) => (
              <Button variant="default" loading={upload.isPending} {...props}>
                {t('admin.emailTemplates.upload')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            onClick={() => {
              start();
              test.mutate();
            }}
            loading={test.isPending}
            disabled={changed}
          >
            {t('admin.emailTemplates.sendTest')}
          </Button>
        </Group>
        {done ? <DoneAlert>{done}</DoneAlert> : null}
        <FailureAlert error={save.error ?? upload.error ?? test.error} />
      </Section>
    </div>
  );
}
