import classNames from 'classnames';
import debounce from 'lodash/debounce';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { caseListContent } from '@/content/cases';
import type { Suggestion } from '@/types/api';
import { normaliseTerm } from '@/utils/cases';
import { useLoad } from '@/utils/useLoad';
import styles from './SearchBox.less';

/** Wait after the last keystroke before asking for suggestions (SPEC.md §9). */
export const SUGGEST_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The committed search term (from the URL); the input follows it on back/forward. */
  term: string;
  onSubmit: (term: string) => void;
  onChoose: (suggestion: Suggestion) => void;
}

const NO_SUGGESTIONS: Suggestion[] = [];

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
 * 300 ms (`case/fetchSuggestions` through useLoad, which hears only the newest term). Arrow keys move through the
 * suggestions, Enter opens the active one or, with none active, searches the list; Escape closes,
 * then clears.
 */
export default function SearchBox({ term, onSubmit, onChoose }: SearchBoxProps) {
  const c = caseListContent.search;
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [value, setValue] = useState(term);
  /** The term suggestions are asked for: the input's, 300 ms after the last keystroke. */
  const [query, setQuery] = useState('');
  const load = useLoad<Suggestion[]>(
    query ? { type: 'case/fetchSuggestions', payload: { brandTitle: query } } : null,
  );
  // A failed call answers "none" (the request wrapper has said why); until the first answer to a
  // new term the previous suggestions stay.
  const suggestions =
    load.status === 'idle' || load.status === 'error'
      ? NO_SUGGESTIONS
      : (load.data ?? NO_SUGGESTIONS);
  /** The term the current suggestions answer ('' before any answer). */
  const answeredTerm = load.status === 'done' || load.status === 'error' ? query : '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Back/forward or a cleared search changes the committed term: show it.
  useEffect(() => {
    setValue(term);
    setOpen(false);
    setActive(-1);
  }, [term]);

  const requestSuggestions = useMemo(() => debounce(setQuery, SUGGEST_DEBOUNCE_MS), []);
  useEffect(() => () => requestSuggestions.cancel(), [requestSuggestions]);
  // A new answer starts with no option active.
  useEffect(() => setActive(-1), [load.data]);

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
    const nextQuery = normaliseTerm(next);
    if (!nextQuery) {
      requestSuggestions.cancel();
      setQuery('');
      return;
    }
    requestSuggestions(nextQuery);
  };

  // What was typed before React took the box over (the prerendered page's box takes keys at once)
  // is the visitor's: adopted as if typed now, so its suggestions come and the next render does
  // not wipe it.
  const adoptEarlyTyping = useRef(handleChange);
  adoptEarlyTyping.current = handleChange;
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== value) adoptEarlyTyping.current(typed);
    // Once, when React takes the box over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (suggestion: Suggestion) => {
    requestSuggestions.cancel();
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
