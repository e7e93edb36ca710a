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

const FALLBACK: Record<string, string> = { menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z' };
