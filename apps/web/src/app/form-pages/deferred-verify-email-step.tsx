import { type ComponentType, lazy, Suspense } from 'react';
import type { VerifyEmailStepProps } from '../../features/auth/components/verify-email-step.tsx';

/*
 * Sign-up's code step (the code input and its actions, ~3 KiB gzip) as the form pages' client
 * loads it: when the step is reached, not with the registration form. The form pages' build gives
 * the sign-up page this module for `../components/verify-email-step.tsx` (vite.config.ts); the app
 * and the server renderer import the step itself. When the server answered with the code step, the
 * step is loaded before hydration, so the page hydrates exactly as the server rendered it.
 */

type Step = ComponentType<VerifyEmailStepProps>;

let loaded: Step | null = null;
let loading: Promise<Step> | null = null;

/** Loads the code step once (again after a failed try). */
export function loadVerifyEmailStep(): Promise<Step> {
  loading ??= import('../../features/auth/components/verify-email-step.tsx').then(
    (module) => {
      loaded = module.VerifyEmailStep;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Loads the code step at the first focus in the page (the registration form's first field). */
export function preloadVerifyEmailStepOnFocus(): () => void {
  const preload = () => void loadVerifyEmailStep().catch(() => undefined);
  document.addEventListener('focusin', preload, { once: true });
  return () => document.removeEventListener('focusin', preload);
}

const LazyStep = lazy(async () => ({ default: await loadVerifyEmailStep() }));

/** The code step: itself once loaded, else shown when its code has come (nothing until then). */
export function VerifyEmailStep(props: VerifyEmailStepProps) {
  if (loaded) {
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyStep {...props} />
    </Suspense>
  );
}
