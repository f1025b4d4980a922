import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { basicProfileQuery } from '../../../shared/resources/basic-profile.ts';
import type { ScoreById } from '../api/job-match-scores.ts';
import { useJobMatchScores } from '../api/job-match-scores.ts';
import { useBoardText } from './board-text.tsx';
import classes from './match-score-badge.module.css';

const ScoresContext = createContext<ScoreById | null>(null);

export type MatchScoresProviderProps = {
  /** True once the board has loaded: the scores are asked for after it, never before. */
  boardLoaded: boolean;
  children: ReactNode;
};

/**
 * Every card's score, from one request, while the user's "show match score on cards" is on (no
 * request while it is off). Only the badges read it, so its arrival re-renders no card.
 */
export function MatchScoresProvider({ boardLoaded, children }: MatchScoresProviderProps) {
  const shown = useQuery({ ...basicProfileQuery(), select: (basic) => basic.showMatchScores }).data === true;
  const scores = useJobMatchScores(boardLoaded && shown);
  return <ScoresContext value={shown ? (scores.data ?? null) : null}>{children}</ScoresContext>;
}

/** How a score is drawn: the number says it all, the tint only repeats it. */
export const scoreLevel = (score: number): 'high' | 'middle' | 'low' =>
  score >= 70 ? 'high' : score >= 40 ? 'middle' : 'low';

/** "Match 72%" on a card whose job has a score; nothing otherwise. */
export function MatchScoreBadge({ jobId }: { jobId: string }) {
  const text = useBoardText();
  const score = useContext(ScoresContext)?.get(jobId);
  if (score === undefined || score === null) return null;
  return (
    <span className={`${classes.score} ${classes[scoreLevel(score)]}`} title={text.matchHint}>
      {text.match(String(score))}
    </span>
  );
}
