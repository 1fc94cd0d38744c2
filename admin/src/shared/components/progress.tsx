/** Determinate when `value` is given, otherwise an indeterminate bar for work of unknown length. */
export function Progress({ label, value, max = 100 }: { label: string; value?: number; max?: number }) {
  return (
    <div className="progress" role="status">
      <span>{label}</span>
      <progress aria-label={label} value={value} max={max} />
    </div>
  );
}
