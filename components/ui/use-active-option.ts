'use client';

import { useState, type KeyboardEvent } from 'react';

/**
 * The highlighted option of a combobox whose focus stays in its input (WAI-ARIA APG,
 * aria-activedescendant): arrows move and wrap, Home/End jump, Enter chooses. The index is
 * clamped to the list on every render, so a list that shrank never points past its end.
 */
export function useActiveOption(count: number, onChoose: (index: number) => void) {
  const [active, setActive] = useState(0);
  const index = count === 0 ? -1 : Math.min(Math.max(active, 0), count - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive(index >= count - 1 ? 0 : index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(index <= 0 ? count - 1 : index - 1);
        break;
      case 'PageDown':
      case 'PageUp':
        event.preventDefault();
        setActive(event.key === 'PageUp' ? 0 : count - 1);
        break;
      case 'Enter':
        if (index < 0) return;
        event.preventDefault();
        onChoose(index);
        break;
    }
  };

  return { active: index, setActive, onKeyDown };
}
