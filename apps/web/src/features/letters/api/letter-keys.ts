/** Query keys of the letters feature. */
export const letterKeys = {
  all: ['letters'] as const,
  pages: ['letters', 'pages'] as const,
  detail: (id: string) => ['letters', 'detail', id] as const,
  templates: ['letters', 'templates'] as const,
  config: ['letters', 'config'] as const,
  public: (id: string) => ['letters', 'public', id] as const,
};
