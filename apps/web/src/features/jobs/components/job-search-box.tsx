import { CloseButton, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './icons.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

export type JobSearchBoxProps = {
  /** The search in the URL. */
  value: string;
  onSearch: (term: string) => void;
  searching: boolean;
};

/** Search as you type (300 ms after the last key), with a clear button; Escape clears too. */
export function JobSearchBox({ value, onSearch, searching }: JobSearchBoxProps) {
  const { t } = useTranslation('jobs');
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The last term this box sent (or received from the URL): tells typing from back/forward.
  const lastSent = useRef(value);

  useEffect(() => {
    if (debounced.trim() === lastSent.current.trim()) return;
    lastSent.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  useEffect(() => {
    if (value.trim() === lastSent.current.trim()) return;
    lastSent.current = value;
    setText(value);
  }, [value]);

  const clear = () => {
    setText('');
    lastSent.current = '';
    onSearch('');
  };

  return (
    <TextInput
      type="search"
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={text}
      maxLength={200}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) {
          event.preventDefault();
          clear();
        }
      }}
      leftSection={searching ? <Loader size="xs" /> : <SearchIcon />}
      rightSection={text ? <CloseButton size="sm" aria-label={t('search.clear')} onClick={clear} /> : null}
      miw={{ base: '100%', sm: 320 }}
    />
  );
}
