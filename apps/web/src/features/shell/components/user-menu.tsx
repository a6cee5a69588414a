// The user menu: a button in the header that opens the learner menu. Escape or a click outside
// closes it; so does choosing an item.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LearnerMenuItem } from '@escola/domain/learner-menu';
import { LearnerMenu } from './learner-menu';

export const UserMenu = ({ firstName, items }: { firstName: string; items: LearnerMenuItem[] }) => {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const handlePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [open, close]);

  return (
    <div className="user-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('userMenu.open', { name: firstName })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__name">{firstName}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <nav
        id={panelId}
        className="user-menu__panel"
        aria-label={t('userMenu.label')}
        hidden={!open}
      >
        <LearnerMenu items={items} onNavigate={close} />
      </nav>
    </div>
  );
};
