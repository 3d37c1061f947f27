import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MockupTexts } from '@dm/contracts/constants';
import { mockupPaths } from '../dashboard/paths';
import { useSearchMockupsQuery } from './mockupsApi';
import styles from './Mockups.module.css';

/** Search with suggestions that show each mockup's category; Enter lists every match. */
export function MockupSearch({ initial = '', className }: { initial?: string; className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text.trim()), 150);
    return () => clearTimeout(t);
  }, [text]);
  const { data } = useSearchMockupsQuery(debounced, { skip: debounced.length < 2 });
  const hits = debounced.length >= 2 ? (data?.hits.hits ?? []).slice(0, 8) : [];
  return (
    <div className={className ?? styles.searchRow}>
      <input
        type="search" aria-label={MockupTexts.searchPlaceholder} placeholder={MockupTexts.searchPlaceholder} value={text}
        onChange={(e) => { setText(e.target.value); setOpen(true); }} onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim()) { setOpen(false); navigate(`${mockupPaths.search}?${new URLSearchParams({ query: text.trim() })}`); }
          if (e.key === 'Escape') setOpen(false);
        }}
      />
      {open && hits.length ? (
        <ul className={styles.suggestions} role="listbox" aria-label="Mockup suggestions">
          {hits.map((h) => (
            <li key={h._id}>
              <button type="button" role="option" aria-selected={false} onMouseDown={() => navigate(mockupPaths.mockup(h._id))}>
                <span>{h._source.name}</span><span className={styles.count}>{h._source.category}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
