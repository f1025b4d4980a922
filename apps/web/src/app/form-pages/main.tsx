import { hydrateFormPage } from './hydrate-form-page.tsx';

// The form pages' client entry (built by `vite build --mode form-pages`): see hydrate-form-page.tsx.
void hydrateFormPage();
