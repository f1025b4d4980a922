import { createCvOutput } from '../../domain/cv/cv-output.ts';
import { loadCvSnapshot } from '../../domain/cv/cv-snapshot.ts';
import { findTailoredVersion } from '../../domain/cv/tailored-versions.ts';
import { type FeatureContext, routesModule } from '../../platform/http/feature-module.ts';
import { createTailoredCvRepository } from './tailored-cv.repository.ts';
import { tailoredCvPdfRoutes, tailoredCvRoutes } from './tailored-cv.routes.ts';
import { createTailoredCvService } from './tailored-cv.service.ts';

const tailoredOf = ({ db, files, clock, jobAds }: FeatureContext) => ({
  tailored: createTailoredCvService({
    repo: createTailoredCvRepository(db),
    findVersion: (userId, jobId) => findTailoredVersion(db, userId, jobId),
    loadCv: (userId) => loadCvSnapshot(db, userId),
    skillsAskedFor: jobAds.skillsAskedFor,
    output: createCvOutput({ db, files }),
    clock,
  }),
});

/** A job's tailored version of the CV, which puts the skills the ad asks for first. */
export const tailoredCvModule = routesModule('tailored-cv', tailoredCvRoutes, tailoredOf);

/**
 * A job's tailored CV as a PDF. A module of its own so the API reference lists the call where it
 * always has, after the own CV's PDF.
 */
export const tailoredCvPdfModule = routesModule('tailored-cv-pdf', tailoredCvPdfRoutes, tailoredOf);
