import type { FormEvent } from 'react';

/** A keyword box with a search button; submits trimmed text, at most 30 characters. */
export function SearchForm(props: {
  value: string;
  onChange: (v: string) => void;
  onSearch: (v: string) => void;
  placeholder: string;
  label: string;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch(props.value.trim());
  };
  return (
    <search>
      <form className="cp-search" onSubmit={submit}>
        <input
          type="search"
          value={props.value}
          maxLength={30}
          placeholder={props.placeholder}
          aria-label={props.label}
          enterKeyHint="search"
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button type="submit" className="search-go">
          搜索
        </button>
      </form>
    </search>
  );
}
