import classNames from 'classnames';
import debounce from 'lodash/debounce';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { caseListContent } from '@/content/cases';
import type { SuggestionsResult } from '@/models/case';
import type { Suggestion } from '@/types/api';
import { normaliseTerm } from '@/utils/cases';
import styles from './SearchBox.less';

/** Wait after the last keystroke before asking for suggestions (SPEC.md §9). */
export const SUGGEST_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The committed search term (from the URL); the input follows it on back/forward. */
  term: string;
  onSubmit: (term: string) => void;
  onChoose: (suggestion: Suggestion) => void;
  loadSuggestions: (term: string) => Promise<SuggestionsResult>;
}

/** `cutApart` as text with the matches (odd indexes) in <mark>; React escapes every part. */
export function Highlighted({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (!part) return null;
        // Parts never reorder, so the index is a stable key.
        // eslint-disable-next-line react/no-array-index-key
        return index % 2 ? <mark key={index}>{part}</mark> : <span key={index}>{part}</span>;
      })}
    </>
  );
}

/**
 * The brand/title search: an ARIA 1.2 combobox (input + listbox). Typing asks for suggestions after
 * 300 ms; an answer to an older keystroke is dropped (request counter). Arrow keys move through the
 * suggestions, Enter opens the active one or, with none active, searches the list; Escape closes,
 * then clears.
 */
export default function SearchBox({ term, onSubmit, onChoose, loadSuggestions }: SearchBoxProps) {
  const c = caseListContent.search;
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [value, setValue] = useState(term);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  /** The term the current suggestions answer ('' before any answer). */
  const [answeredTerm, setAnsweredTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const requestSeq = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Back/forward or a cleared search changes the committed term: show it.
  useEffect(() => {
    setValue(term);
    setOpen(false);
    setActive(-1);
  }, [term]);

  const requestSuggestions = useMemo(
    () =>
      debounce(async (query: string) => {
        const mine = ++requestSeq.current;
        const res = await loadSuggestions(query);
        if (mine !== requestSeq.current) return; // a newer keystroke owns the box now
        setSuggestions(res.success ? res.list : []);
        setAnsweredTerm(query);
        setActive(-1);
      }, SUGGEST_DEBOUNCE_MS),
    [loadSuggestions],
  );
  useEffect(() => () => requestSuggestions.cancel(), [requestSuggestions]);

  const current = normaliseTerm(value);
  const answered = current !== '' && answeredTerm === current;
  const showList = open && current !== '' && suggestions.length > 0;
  const showNoMatch = open && answered && suggestions.length === 0;

  // Keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (active < 0) return;
    const node = listRef.current?.children[active] as HTMLElement | undefined;
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const handleChange = (next: string) => {
    setValue(next);
    setOpen(true);
    setActive(-1);
    requestSeq.current += 1; // whatever is in flight answers an older term
    const query = normaliseTerm(next);
    if (!query) {
      requestSuggestions.cancel();
      setSuggestions([]);
      setAnsweredTerm('');
      return;
    }
    requestSuggestions(query);
  };

  const choose = (suggestion: Suggestion) => {
    requestSuggestions.cancel();
    requestSeq.current += 1;
    close();
    onChoose(suggestion);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (showList && active >= 0 && suggestions[active]) {
      choose(suggestions[active]);
      return;
    }
    requestSuggestions.cancel();
    requestSeq.current += 1;
    close();
    // On touch screens the keyboard would cover the results: put it away.
    if (window.matchMedia?.('(pointer: coarse)').matches) inputRef.current?.blur();
    onSubmit(current);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an IME is still composing Chinese text
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (count) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Escape':
        if (showList || showNoMatch) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          handleChange('');
        }
        break;
      case 'Tab':
        close();
        break;
      default:
    }
  };

  const activeId = showList && active >= 0 ? optionId(active) : undefined;

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={handleSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {c.label}
      </label>
      <div className={styles.field}>
        <span className={styles.icon} aria-hidden="true" />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={c.placeholder}
          value={value}
          onChange={(event) => handleChange(event.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={handleKeyDown}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={c.clear}
            onClick={() => {
              handleChange('');
              inputRef.current?.focus();
            }}
          />
        ) : null}
        <button type="submit" className={styles.submit}>
          {c.submit}
        </button>
      </div>

      <div className={classNames(styles.popup, { [styles.popupOpen]: showList || showNoMatch })}>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={c.suggestionsLabel}
          className={styles.list}
          hidden={!showList}
        >
          {suggestions.map((s, index) => (
            <li
              key={s.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={classNames(styles.option, { [styles.active]: index === active })}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(s)}
            >
              <span className={styles.optionText}>
                <Highlighted parts={s.cutApart?.length ? s.cutApart : [s.brandTitle]} />
              </span>
              <span className={styles.optionArrow} aria-hidden="true" />
            </li>
          ))}
        </ul>
        {showNoMatch ? (
          <p className={styles.noMatch}>
            <span>{c.noMatch}</span>
            <span className={styles.noMatchHint}>{c.noMatchHint}</span>
          </p>
        ) : null}
      </div>
      <div className="sr-only" role="status" aria-live="polite">
        {open && answered ? c.status(suggestions.length) : ''}
      </div>
    </form>
  );
}
