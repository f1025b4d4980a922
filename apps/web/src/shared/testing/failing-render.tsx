import { vi } from 'vitest';

export type Breakage = { broken: boolean };

/** Starts a broken render (React's logs of the errors it catches are silenced); set `broken` false to mend it. */
export function breakRendering(): Breakage {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { broken: true };
}

/** Throws as it renders while `breakage.broken`, then shows `text`: for an error boundary and its retry. */
export function FailingRender({ breakage, text }: { breakage: Breakage; text: string }) {
  if (breakage.broken) throw new Error('render failed');
  return <p>{text}</p>;
}
