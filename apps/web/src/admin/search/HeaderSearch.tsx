import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminSession } from '@/admin/account/useAdminSession';

/** The search box in the header: Enter opens /admin/v2/search with what was typed. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { details } = useAdminSession();
  const [text, setText] = useState('');
  if (!details.Permissions.includes('viewOrders')) return null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        void navigate(`/admin/v2/search?q=${encodeURIComponent(text.trim())}`);
        setText('');
      }}
    >
      <TextInput
        size="xs"
        w={240}
        visibleFrom="sm"
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.headerPlaceholder')}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </form>
  );
}
