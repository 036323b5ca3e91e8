import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopGiftCertificateQueries } from './queries';

/** The shop home's gift certificates: one way in per template that sells them. */
export function GiftCertificateOffers() {
  const { t } = useTranslation();
  const offers = useQuery(shopGiftCertificateQueries.offers()).data ?? [];
  if (offers.length === 0) return null;
  return (
    <Paper component="section" aria-label={t('shopGiftCertificates.title')} withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="h3">
          {t('shopGiftCertificates.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('shopGiftCertificates.homeIntro')}
        </Text>
        <Group>
          {offers.map((o) => (
            <Button
              key={o.templateId}
              variant="light"
              component={Link}
              to={`/shop/giftcertificates/${o.templateId}`}
              // A long template name wraps on a phone instead of being cut off.
              h="auto"
              py={8}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              {t('shopGiftCertificates.homeLink', { name: o.name })}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
