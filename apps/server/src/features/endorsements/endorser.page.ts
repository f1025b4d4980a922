import {
  endorsementParams,
  publicEndorsementInput,
  publicEndorsementRequest,
} from '@hirelane/contract/endorsements';
import type {
  FormAnswer,
  FormError,
  FormPageContent,
  FormPageSteps,
  PageForm,
} from '@hirelane/contract/public-page';
import { validationFailed } from '../../platform/http/app-error.ts';
import { formErrorOf, formInput, keptValues } from '../../platform/http/form-pages.ts';
import { type PublicPages, pageParams } from '../../platform/http/public-pages.ts';
import type { LimitCheck } from '../../platform/http/rate-limit.ts';
import type { EndorserLimits } from './endorsements.routes.ts';
import type { EndorsementsService } from './endorsements.service.ts';

type EndorsementPage = Extract<FormPageContent, { page: 'endorsement' }>;

/** The endorser's fields shown again beside a refused form (all of them are the endorser's own words). */
const ENDORSEMENT_VALUES = ['endorserName', 'endorserTitle', 'relationship', 'text'];

/** A number as a form posts it (text); an empty field is a missing one. */
const numberField = (value: string | undefined): number | undefined =>
  value === undefined || value.trim() === '' ? undefined : Number(value);

/** The failures that are the request's own (unknown, answered, withdrawn), not the form's. */
const isRequestFailure = (error: FormError) => error.status === 404 || error.status === 410;

/**
 * The page an endorser answers a request on (`/endorsement/:endorsementId`), server-rendered: the
 * request as its public API route answers it (or that route's 404/410), and a plain form that
 * makes the same calls as the API (write the endorsement; decline, asked once more first).
 */
export const addEndorserPage = (
  pages: PublicPages,
  { endorsements, limits }: { endorsements: EndorsementsService; limits: EndorserLimits },
) => {
  const idOf = (params: Record<string, string>) =>
    pageParams(endorsementParams, { id: params.endorsementId ?? '' }).id;
  /** The request as the API route answers it (through its contract schema); its refusal otherwise. */
  const openRequest = async (params: Record<string, string>) =>
    publicEndorsementRequest.parse(await endorsements.getPublicRequest(idOf(params)));
  const requestOf = async (params: Record<string, string>): Promise<EndorsementPage['request']> => {
    try {
      return { data: await openRequest(params) };
    } catch (error) {
      const refused = formErrorOf(error);
      if (!refused) throw error;
      return { error: refused };
    }
  };
  const page = (
    params: Record<string, string>,
    request: EndorsementPage['request'],
    form: FormAnswer<FormPageSteps['endorsement']>,
  ): EndorsementPage => ({ page: 'endorsement', id: params.endorsementId ?? '', request, form });

  /** The calls a post makes, each counted as the same call through the API is. */
  const act = async (
    params: Record<string, string>,
    form: PageForm,
    limit: (check: LimitCheck) => Promise<void>,
  ): Promise<EndorsementPage> => {
    const intent = form.intent ?? 'send';
    if (intent === 'send') {
      const input = formInput(publicEndorsementInput, {
        requestId: idOf(params),
        endorserName: form.endorserName,
        endorserTitle: form.endorserTitle,
        relationship: numberField(form.relationship),
        text: form.text,
      });
      await limit(limits.submit.preHandler);
      const request = await openRequest(params);
      await endorsements.submit(input);
      return page(
        params,
        { data: request },
        { step: 'sent', values: { requesterName: request.requesterName } },
      );
    }
    if (intent === 'confirmDecline') {
      await limit(limits.decline.preHandler);
      const request = await openRequest(params);
      await endorsements.decline(idOf(params));
      return page(params, { data: request }, { step: 'declined', values: {} });
    }
    if (intent !== 'decline') throw validationFailed({ intent: 'This form cannot be sent from here' });
    // Declining is asked once more, with what was typed kept for a way back.
    await limit(limits.read.preHandler);
    const request = await openRequest(params);
    return page(
      params,
      { data: request },
      { step: 'confirmDecline', values: keptValues(form, ENDORSEMENT_VALUES) },
    );
  };

  pages.add({
    path: '/endorsement/:endorsementId',
    page: 'endorsement',
    load: async (params) => page(params, await requestOf(params), { step: 'form', values: {} }),
    submit: async (params, form, { limit }) => {
      const values = keptValues(form, ENDORSEMENT_VALUES);
      try {
        return await act(params, form, limit);
      } catch (error) {
        const refused = formErrorOf(error);
        if (!refused) throw error;
        // Not the form's fault: the request is gone or answered.
        if (isRequestFailure(refused)) return page(params, { error: refused }, { step: 'form', values });
        // A form not filled in right (counted as a read of the request, which no call counted yet), or
        // sent too often: the request again, the form kept beside it with why.
        if (refused.status !== 429) {
          try {
            await limit(limits.read.preHandler);
          } catch (limited) {
            const tooOften = formErrorOf(limited);
            if (!tooOften) throw limited;
            return page(params, { error: tooOften }, { step: 'form', values });
          }
        }
        const request = await requestOf(params);
        // A request that closed meanwhile is all the page has to say.
        if ('error' in request) return page(params, request, { step: 'form', values });
        return page(params, request, { step: 'form', values, error: refused });
      }
    },
  });
};
