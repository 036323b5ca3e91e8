import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { getShopGiftCertificateBalance, type ShopGiftCertificateBalance } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { MoneyInput } from '@/ui/MoneyInput';
import { useShopMoney } from './useShopAction';

/** The certificate the buyer applied: its number and what it pays (checked again by the server). */
export interface AppliedCertificate {
  number: string;
  amount: number;
}

function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? '';
}

/** Why a looked-up certificate cannot pay, or null when it can. */
function unusable(found: ShopGiftCertificateBalance): 'expired' | 'voided' | 'empty' | null {
  if (found.status === 'voided') return 'voided';
  if (found.expired) return 'expired';
  return found.balance > 0 ? null : 'empty';
}

/**
 * A gift certificate paying part or all of the order: the buyer enters its number, sees its
 * balance (the public, rate-limited lookup), and applies an amount up to the balance and total.
 */
export function GiftCertificateSection({
  total,
  currency,
  applied,
  onApply,
  errors,
}: {
  total: number;
  currency: string;
  applied: AppliedCertificate | null;
  onApply: (next: AppliedCertificate | null) => void;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const money = useShopMoney();
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const lookup = useMutation({
    mutationFn: (n: string) => callApi(getShopGiftCertificateBalance, { query: { number: n } }),
    onSuccess: (found) => setAmount(Math.min(found.balance, total)),
  });
  const found = lookup.data ?? null;
  const problem = found ? unusable(found) : null;

  const check = () => {
    const trimmed = number.trim();
    if (!trimmed) return;
    setAmountError(null);
    lookup.mutate(trimmed);
  };
  const apply = () => {
    if (!found || amount === null || amount <= 0) {
      setAmountError(t('shopBuy.gift.amountRequired'));
      return;
    }
    if (amount > found.balance) {
      setAmountError(t('shopBuy.gift.overBalance', { balance: money(found.balance) }));
      return;
    }
    if (amount > total) {
      setAmountError(t('shopBuy.gift.overTotal', { total: money(total) }));
      return;
    }
    setAmountError(null);
    onApply({ number: number.trim(), amount });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('shopBuy.gift.title')}
        </Title>
        {applied ? (
          <Group justify="space-between" wrap="wrap" gap="xs" data-testid="gift-applied">
            <Text size="sm">
              {t('shopBuy.gift.applied', { last4: applied.number.slice(-4), amount: money(applied.amount) })}
            </Text>
            <Button variant="default" size="compact-sm" onClick={() => onApply(null)}>
              {t('shopBuy.gift.remove')}
            </Button>
          </Group>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('shopBuy.gift.intro')}
            </Text>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('shopBuy.gift.number')}
                inputMode="numeric"
                autoComplete="off"
                value={number}
                style={{ flex: '1 1 12rem' }}
                error={(lookup.error ? lookup.error.message : undefined) ?? errors['giftCertificate.number']}
                onChange={(e) => {
                  setNumber(e.currentTarget.value);
                  lookup.reset();
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    check();
                  }
                }}
              />
              <Button variant="default" onClick={check} loading={lookup.isPending}>
                {t('shopBuy.gift.check')}
              </Button>
            </Group>
            {found ? (
              <Stack gap="xs" data-testid="gift-balance">
                <Text size="sm" fw={600}>
                  {t('shopBuy.gift.balance', { balance: money(found.balance) })}
                </Text>
                {problem ? (
                  <Text size="sm" c="red">
                    {t(`shopBuy.gift.unusable.${problem}`)}
                  </Text>
                ) : (
                  <Group align="flex-end" gap="sm" wrap="wrap">
                    <MoneyInput
                      label={t('shopBuy.gift.amount')}
                      currencySymbol={currencySymbol(currency, i18n.language)}
                      value={amount}
                      onChange={setAmount}
                      error={amountError ?? errors['giftCertificate.amount']}
                      style={{ flex: '1 1 10rem' }}
                    />
                    <Button onClick={apply}>{t('shopBuy.gift.apply')}</Button>
                  </Group>
                )}
              </Stack>
            ) : null}
          </>
        )}
        {applied && (errors['giftCertificate.number'] ?? errors['giftCertificate.amount']) ? (
          <Text size="sm" c="red" role="alert">
            {errors['giftCertificate.number'] ?? errors['giftCertificate.amount']}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
