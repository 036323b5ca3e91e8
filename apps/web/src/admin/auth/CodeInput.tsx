import { PinInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The six digits of a one-time sign-in code, each box named for screen readers. */
export function CodeInput({
  value,
  onChange,
  invalid = false,
}: {
  value: string;
  onChange: (code: string) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PinInput
      length={6}
      type="number"
      oneTimeCode
      value={value}
      onChange={onChange}
      error={invalid}
      aria-label={t('admin.auth.login.code')}
      getInputProps={(index) => ({
        'aria-label': t('admin.auth.login.codeDigit', { n: index + 1 }),
      })}
      autoFocus
    />
  );
}
