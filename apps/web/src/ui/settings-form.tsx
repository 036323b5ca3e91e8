import {
  PasswordInput,
  SegmentedControl,
  type SegmentedControlProps,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { type QueryKey, type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { ErrorDetails } from './ErrorDetails';
import { SectionLoader } from './FullPageLoader';
import { schemaErrors } from './schema-errors';
import { useLocale } from './useLocale';

/** A settings screen once its settings are loaded: a loader first, the error with a retry on failure. */
export function LoadedSettings<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SectionLoader />;
  if (query.isError) return <ErrorDetails error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

type SettingsFormOptions<V, B, R> = {
  initial: () => V;
  /** The contract schema the body is checked with before it is sent. */
  schema: z.ZodType;
  toBody: (values: V) => B;
  save: (body: B) => Promise<R>;
  /** Where the saved settings are cached: the server's answer replaces them there. */
  queryKey: QueryKey;
  /** Checks beyond the schema (one field's message each). */
  check?: (body: B, values: V) => Record<string, string>;
  /** The fields emptied after a save: sealed secrets, which a blank field keeps from then on. */
  sealed?: readonly (keyof V)[];
  /** The values after a save, when the server's answer changes more than the sealed fields. */
  afterSave?: (saved: R, values: V) => V;
};

/**
 * A whole-screen settings form: the values as typed, checked with the contract schema before
 * saving, the server's per-field refusals beside the fields, and "saved" shown until the next edit.
 */
export function useSettingsForm<V extends object, B, R>({
  initial,
  schema,
  toBody,
  save: saveFn,
  queryKey,
  check,
  sealed = [],
  afterSave,
}: SettingsFormOptions<V, B, R>) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<V>(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: saveFn,
    onSuccess: (next) => {
      queryClient.setQueryData(queryKey, next);
      setValues((v) => {
        const emptied = { ...v, ...Object.fromEntries(sealed.map((field) => [field, ''])) };
        return afterSave ? afterSave(next, emptied) : emptied;
      });
      setSaved(true);
    },
  });
  const errors: Record<string, string> = {
    ...(isApiError(save.error) ? save.error.fieldErrors : {}),
    ...checked,
  };
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: value }));
  };
  /** What a text field needs: its value, its change and its message. */
  const text = <K extends keyof V & string>(field: K) => ({
    value: values[field] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value as V[K]),
    error: errors[field],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const found = { ...schemaErrors(schema, body, locale), ...check?.(body, values) };
    setChecked(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  return { values, setValues, set, text, errors, saved, setSaved, submit, save };
}

/** A choice of a few kinds, labelled above it (a segmented control has no label of its own). */
export function LabelledChoice({
  label,
  children,
  ...control
}: SegmentedControlProps & { label: string; children?: ReactNode }) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} style={{ alignSelf: 'flex-start' }} {...control} />
      {children}
    </Stack>
  );
}

type SecretProps = {
  label: string;
  /** Shown under the field; "blank keeps the stored one" once one is stored. */
  description?: string;
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  error?: string;
};

/** A sealed password: typed, never shown back. */
export function SecretPassword(props: SecretProps) {
  return <PasswordInput autoComplete="new-password" {...props} />;
}

/** A sealed key or certificate pasted as text (PEM): monospace, never shown back. */
export function SecretText({ maxRows = 8, ...props }: SecretProps & { maxRows?: number }) {
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={maxRows}
      spellCheck={false}
      autoComplete="off"
      styles={{ input: { fontFamily: 'monospace' } }}
      {...props}
    />
  );
}
