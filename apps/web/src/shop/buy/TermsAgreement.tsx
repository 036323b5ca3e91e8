import { Anchor, Checkbox, Group, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getTermsOfService } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';

/** The shop's own type inside the framed text, which has no styles of its own. */
const frameStyle =
  '<style>body{margin:0;font:14px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529}</style>';

/**
 * The terms-of-service agreement at checkout: the checkbox, and the venue's own text to read
 * first in a window (in the buyer's language; French buyers get the French text where the
 * venue wrote one).
 */
export function TermsAgreement(props: {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const terms = useQuery({
    queryKey: ['shop', 'terms', i18n.language],
    queryFn: () => callApi(getTermsOfService),
    staleTime: 5 * 60_000,
  });
  const html = terms.data?.html ?? '';
  return (
    <>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <Checkbox
          label={t('shopBuy.payment.terms')}
          checked={props.checked}
          error={props.error}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
        />
        {html.trim() ? (
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
            {t('shopBuy.payment.readTerms')}
          </Anchor>
        ) : null}
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('shopBuy.payment.termsTitle')} size="lg">
        {terms.isPending ? <Loader size="sm" /> : null}
        {/* Sanitised by the server when saved, and shown in a sandbox without scripts. */}
        <iframe
          title={t('shopBuy.payment.termsTitle')}
          sandbox=""
          srcDoc={`${frameStyle}${html}`}
          style={{ border: 0, width: '100%', height: '50vh' }}
        />
        <Text size="xs" c="dimmed" mt="xs">
          {t('shopBuy.payment.termsHint')}
        </Text>
      </Modal>
    </>
  );
}
