import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useEscapeKey } from '../hooks/use-escape-key';

/** A button that opens a small panel; closes on outside click, Escape and after a choice. */
export function Popover({
  label,
  icon,
  className = '',
  panelClassName = '',
  badge,
  testId,
  children,
}: {
  label: string;
  icon: ReactNode;
  className?: string;
  panelClassName?: string;
  badge?: ReactNode;
  testId?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  useEscapeKey(open, () => {
    setOpen(false);
    button.current?.focus();
  });
  return (
    <div className={`popover ${className}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-btn"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
      >
        {icon}
        {badge}
      </button>
      {open && (
        <div id={id} className={`popover__panel ${panelClassName}`} role="dialog" aria-label={label}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
