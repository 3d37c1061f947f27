import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import box from '../ui/SearchBox.module.css';
import hidden from '../ui/VisuallyHidden.module.css';
import { TEXTS } from '../ui/texts';
import { useHydrated } from '../ui/useHydrated';
import { categorySuggestions, suggestionSearch, type CategorySuggestion } from './catalogView';
import { useDesignCategoriesQuery } from './dashboardApi';
import { designPaths } from './paths';
import styles from './DashboardSearch.module.css';

/**
 * The dashboard's template search, prompt 'Try "Business Card"' (library-and-dashboard.md
 * section 2, "Dashboard search"): typing filters the categories by name into suggestions
 * ('name (width X height unit)' or 'name templates'); Enter with non-empty text goes to
 * {design_base}/search?query=...; a design-category suggestion goes to ?category={id}&query={name}.
 * The field stays a searchbox with an attached listbox (aria-controls, aria-activedescendant):
 * arrows move through the suggestions, Enter picks one, Escape closes the list.
 */
export function DashboardSearch({ size = 'large' }: { size?: 'medium' | 'large' }) {
  const navigate = useNavigate();
  const { data: categories = [] } = useDesignCategoriesQuery();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const suggestions = useMemo(() => categorySuggestions(categories, text), [categories, text]);
  const showList = open && suggestions.length > 0;
  // on the home the server drew, typing waits for the app (it would not see what came before)
  const hydrated = useHydrated();

  const choose = (suggestion: CategorySuggestion) => {
    setOpen(false);
    navigate(designPaths.search(suggestionSearch(suggestion)));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (showList && active >= 0) return choose(suggestions[active]);
    const query = text.trim();
    if (!query) return;
    setOpen(false);
    navigate(designPaths.search({ query }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form role="search" className={size === 'large' ? `${box.form} ${box.large}` : box.form} onSubmit={submit}>
      <label htmlFor={inputId} className={hidden.hidden}>
        Search templates
      </label>
      <Search className={box.icon} size={20} aria-hidden />
      <input
        id={inputId}
        className={box.input}
        type="search"
        name="query"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={TEXTS.dashboardSearchPrompt}
        value={text}
        readOnly={!hydrated}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        // leaving the window (not the field) keeps the list, as it was, for the return
        onBlur={() => document.hasFocus() && setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!showList}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // mousedown, not click: the input's blur would close the list first
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <Search size={14} aria-hidden />
            {suggestion.label}
          </li>
        ))}
      </ul>
    </form>
  );
}
