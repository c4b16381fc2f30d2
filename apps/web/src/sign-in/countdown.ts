import { useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` (ms since epoch), at most `total`, ticking every quarter second; 0 once
 * it has passed.
 */
export function useCountdown(deadline: number | null, total: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.min(total, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/** 125 -> "2:05". */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
