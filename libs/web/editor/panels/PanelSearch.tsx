// The panels' search box: the query is committed with Enter and cleared with the text; key presses
// stay in the box (the canvas shortcuts never see them).
import { useState } from 'react';
import styles from './panels.module.css';

export function PanelSearch({ label, onSearch }: { label: string; onSearch: (query: string) => void }) {
  const [draft, setDraft] = useState('');
  return (
    <input
      type="search"
      className={styles.search}
      placeholder={label}
      aria-label={label}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        if (!e.target.value.trim()) onSearch('');
      }}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') onSearch(draft.trim());
      }}
    />
  );
}
