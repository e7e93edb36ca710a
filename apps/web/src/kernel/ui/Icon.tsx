import { useContext } from 'react';
import { ShellContext } from '../shell-context.ts';

/** An icon from the instance's icon set, drawn from path data only; decorative unless labelled. */
export function Icon({ name, label }: { name: string; label?: string }) {
  const shell = useContext(ShellContext);
  const d = shell?.icons[name] ?? FALLBACK[name];
  if (!d) return null;
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <path d={d} fill="currentColor" />
    </svg>
  );
}

const FALLBACK: Record<string, string> = {
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  bell: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5v6z',
};

/** A fixed decorative icon drawn from one path (the text next to it says what it means). */
export function PathIcon({ d, className = 'icon', size }: { d: string; className?: string; size: number }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
