import { Loader, Skeleton, Text } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../http/error-message.ts';
import { http } from '../../http/http.ts';
import { LoadError } from '../../ui/load-error.tsx';
import classes from './cv-pdf-preview.module.css';

/** How long the choices must rest before the PDF is asked for again (a click run on the chips). */
export const PREVIEW_DEBOUNCE_MS = 400;
/** A column grown by no more than this (a scrollbar gone) keeps the pages as they are drawn. */
const GROWTH_PX = 32;
/** A4 at true scale in CSS pixels: the width drawn at when the column cannot be measured. */
const FALLBACK_WIDTH = 794;

export type CvPdfPreviewProps = {
  /** The PDF's API path with its query (`/cv/pdf?design=…`): what the server would hand a download. */
  path: string;
  /** Anything that changes when the CV's content does (a saved edit): the PDF is asked for again. */
  version: string | number;
  /** Wait (a skeleton shows) until this is true, e.g. while the CV itself is still loading. */
  enabled?: boolean;
  /**
   * A draft to draw before it is saved: the PDF is then the answer to POSTing this body to `path`.
   * Each change of it waits the same moment as a change of `path`, then is drawn.
   */
  body?: unknown;
};

/** A PDF drawn page by page, each page's bitmap and its size in CSS pixels. */
type Drawn = { pages: { bitmap: HTMLCanvasElement; width: number; height: number }[] };

const previewKey = (path: string, version: string | number, body: string | undefined) =>
  ['cv-pdf-preview', path, version, body] as const;

/**
 * The bytes of the PDF at `path` (or the answer to POSTing `body` there, a JSON text), read with the
 * owner's token. Not aborted when the preview goes away meanwhile: one that comes back (the panel
 * mounted again) takes the answer already on its way.
 */
const fetchPdf = async (path: string, body: string | undefined) => {
  const response =
    body === undefined
      ? await http.get<Response>(path, { responseType: 'response' })
      : await http.post<Response>(path, JSON.parse(body), { responseType: 'response' });
  return new Uint8Array(await response.arrayBuffer());
};

/** A drawn page: its bitmap copied into a canvas of its own, named "Page 1 of 2". */
function PdfPage({ page, pages, drawn }: { page: number; pages: number; drawn: Drawn['pages'][number] }) {
  const { t } = useTranslation('cvDesign');
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    canvas.current?.getContext('2d')?.drawImage(drawn.bitmap, 0, 0);
  }, [drawn]);
  // A canvas whose edge falls between two device pixels is resampled, and its text blurs: each page
  // is nudged (less than a pixel) onto the device's pixel grid, again whenever the layout moves it.
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const snap = () => {
      element.style.translate = '';
      const ratio = window.devicePixelRatio || 1;
      const box = element.getBoundingClientRect();
      const offset = (edge: number) => (Math.round(edge * ratio) - edge * ratio) / ratio;
      element.style.translate = `${offset(box.left)}px ${offset(box.top)}px`;
    };
    snap();
    const observer = new ResizeObserver(snap);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, []);
  return (
    <figure className={classes.page}>
      <canvas
        ref={canvas}
        data-cv-preview-page={page}
        role="img"
        aria-label={t('preview.pageOf', { page, pages })}
        width={drawn.bitmap.width}
        height={drawn.bitmap.height}
        style={{ width: `${drawn.width}px`, height: `${drawn.height}px` }}
      />
    </figure>
  );
}

/**
 * A CV's PDF as the server makes it, its pages drawn in the browser by pdf.js (loaded with the first
 * preview): what is shown is the PDF itself, at true scale or smaller to fit the column. A change of
 * `path` or `version` waits a moment, then the PDF is fetched and drawn again; the pages shown stay
 * (dimmed) until the new ones are drawn.
 */
export function CvPdfPreview({ path, version, enabled = true, body }: CvPdfPreviewProps) {
  const { t } = useTranslation('cvDesign');
  const wanted = JSON.stringify([path, version, body === undefined ? undefined : JSON.stringify(body)]);
  const [asked] = useDebouncedValue(wanted, PREVIEW_DEBOUNCE_MS);
  const [askedPath, askedVersion, askedBody] = JSON.parse(asked) as [
    string,
    string | number,
    string | undefined | null,
  ];
  const sentBody = askedBody ?? undefined;
  // While the debounce catches up, what it still holds is already out of date: not asked for.
  const waiting = asked !== wanted;
  const pdf = useQuery({
    queryKey: previewKey(askedPath, askedVersion, sentBody),
    queryFn: () => fetchPdf(askedPath, sentBody),
    enabled: enabled && !waiting,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
  const { ref: column, width: measured } = useElementSize();
  const [settled] = useDebouncedValue(Math.floor(measured), PREVIEW_DEBOUNCE_MS / 2);
  // The first measure counts at once; later ones (a window being resized) once they rest. The pages
  // shrink whenever they no longer fit, but grow only by more than a scrollbar: drawn pages that
  // bring a scrollbar, which narrows the column, must not be drawn again and again.
  const available = settled || Math.floor(measured);
  const [drawnWidth, setDrawnWidth] = useState(0);
  if (available > 0 && (drawnWidth === 0 || available < drawnWidth || available > drawnWidth + GROWTH_PX))
    setDrawnWidth(available);
  const width = drawnWidth || FALLBACK_WIDTH;
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [drawError, setDrawError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is "Try again": the same bytes drawn anew.
  useEffect(() => {
    const bytes = pdf.data;
    if (!bytes) return;
    let cancelled = false;
    setDrawing(true);
    const draw = async () => {
      // The worker takes the bytes it is given; the cache keeps its own copy.
      const opened = await (await import('./pdf-pages.ts')).openPdf(bytes.slice());
      try {
        const ratio = window.devicePixelRatio || 1;
        const pages: Drawn['pages'] = [];
        for (let page = 1; page <= opened.pages && !cancelled; page += 1) {
          const size = await opened.pageSize(page);
          const cssWidth = Math.min(size.width, width);
          const bitmap = document.createElement('canvas');
          await opened.draw(page, bitmap, cssWidth, ratio);
          pages.push({
            bitmap,
            width: bitmap.width / ratio,
            height: bitmap.height / ratio,
          });
        }
        if (!cancelled) {
          setDrawn({ pages });
          setDrawError(null);
        }
      } finally {
        await opened.close();
      }
    };
    draw()
      .catch((error: unknown) => {
        if (!cancelled) setDrawError(error);
      })
      .finally(() => {
        if (!cancelled) setDrawing(false);
      });
    return () => {
      cancelled = true;
    };
  }, [pdf.data, width, attempt]);

  const busy = waiting || pdf.isFetching || drawing || !enabled;
  const failure = pdf.error ?? drawError;
  const retry = () => {
    if (pdf.error) void pdf.refetch();
    else setAttempt((count) => count + 1);
  };

  return (
    <div ref={column} className={classes.preview}>
      <div role="status" className={classes.status}>
        {busy && !failure && (
          <>
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm" c="dimmed" component="span">
              {drawn ? t('preview.updating') : t('preview.loading')}
            </Text>
          </>
        )}
      </div>
      {failure && !busy ? (
        <LoadError message={errorMessage(failure, t('preview.failed'))} onRetry={retry} />
      ) : null}
      {drawn ? (
        <div className={classes.pages} data-busy={busy || undefined} aria-busy={busy}>
          {drawn.pages.map((page, index) => (
            <PdfPage
              // biome-ignore lint/suspicious/noArrayIndexKey: a page is its place in the PDF.
              key={index}
              page={index + 1}
              pages={drawn.pages.length}
              drawn={page}
            />
          ))}
        </div>
      ) : (
        !failure && <Skeleton className={classes.placeholder} aria-hidden="true" />
      )}
    </div>
  );
}
