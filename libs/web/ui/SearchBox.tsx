import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import hidden from './VisuallyHidden.module.css';
import styles from './SearchBox.module.css';

/**
 * A search field in a search landmark. Enter submits the trimmed text; empty text does nothing.
 * `label` is the accessible name (read before the placeholder), `placeholder` the visible prompt.
 */
export function SearchBox({
  label,
  placeholder,
  defaultValue = '',
  size = 'medium',
  onSearch,
}: {
  label: string;
  placeholder: string;
  defaultValue?: string;
  size?: 'medium' | 'large';
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(defaultValue);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (query) onSearch(query);
  }

  return (
    <form role="search" className={size === 'large' ? `${styles.form} ${styles.large}` : styles.form} onSubmit={submit}>
      <label htmlFor={id} className={hidden.hidden}>
        {label}
      </label>
      <Search className={styles.icon} size={20} aria-hidden />
      <input
        id={id}
        className={styles.input}
        type="search"
        name="query"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
