import type { ReactNode } from 'react';

interface Props {
  id: string;
  selected: boolean;
  className?: string;
  onChoose: () => void;
  children: ReactNode;
}

/** One option of the search box's list; pressing it keeps the focus in the field. */
export function SearchOption({ id, selected, className = '', onChoose, children }: Props) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={`search-box__option ${className}`.trim()}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </li>
  );
}
