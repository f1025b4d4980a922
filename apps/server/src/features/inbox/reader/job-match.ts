import { companySimilarity, positionSimilarity } from './names.ts';

export type BoardJob = { id: string; company: string; position: string };

/**
 * The board job a message is about: the employer must match (case, legal form and small spelling
 * differences forgiven); among that employer's jobs the title decides, and a single job at the
 * employer is taken when the mail names no title or a close one. Without an employer, only a
 * title that matches exactly one job closely is enough.
 */
export const matchJob = (
  jobs: readonly BoardJob[],
  company: string | null,
  position: string | null,
): string | null => {
  const scored = jobs.map((job) => ({
    job,
    company: company ? companySimilarity(company, job.company) : 0,
    position: position ? positionSimilarity(position, job.position) : 0,
  }));
  const atEmployer = scored.filter((s) => s.company >= 0.85);
  if (atEmployer.length) {
    const ranked = [...atEmployer].sort((a, b) => b.position - a.position || b.company - a.company);
    const [best, next] = ranked;
    if (!best) return null;
    if (atEmployer.length === 1) return !position || best.position >= 0.3 ? best.job.id : null;
    if (best.position >= 0.5 && (!next || best.position - next.position >= 0.15)) return best.job.id;
    return null;
  }
  if (company) return null;
  const byTitle = scored.filter((s) => s.position >= 0.9);
  return byTitle.length === 1 ? (byTitle[0]?.job.id ?? null) : null;
};
