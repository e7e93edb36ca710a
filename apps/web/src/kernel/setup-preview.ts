/**
 * The setup screen's live preview, what both sides share (docs/CONSOLE.md "The live preview"): the
 * messages the console and the preview frame exchange and the draft in the shell's shapes, read
 * defensively on the frame's side.
 */
import { isHexColor, isSvgPathData } from '@tribune/domain';

/** The message the console posts to the preview, and the one the preview answers when it listens. */
export const PREVIEW_DRAFT_MESSAGE = 'tribune:setup-preview';
export const PREVIEW_READY_MESSAGE = 'tribune:setup-preview-ready';

/** The draft in the shell's own shapes: module-config.json's parts, the route words, the icons. */
export interface PreviewDraft {
  moduleConfig: {
    instance: { name: string; short_name: string; theme_color: string; background_color: string };
    options: Record<string, unknown>;
    modules: Record<string, unknown>;
    feature_flags: Record<string, boolean>;
    campaign_aliases: Record<string, string>;
  };
  /** The route words that differ from the built-in ones. */
  routeWords: Record<string, string>;
  /** Icons added or replaced (path data only). */
  icons: Record<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The posted value as a draft, or null when it is not one; colours and icons that are not what they claim are dropped. */
export function readPreviewDraft(value: unknown): PreviewDraft | null {
  if (!isRecord(value) || !isRecord(value.moduleConfig) || !isRecord(value.routeWords) || !isRecord(value.icons))
    return null;
  const mc = value.moduleConfig;
  const instance = mc.instance;
  if (!isRecord(instance) || typeof instance.name !== 'string') return null;
  if (!isRecord(mc.options) || !isRecord(mc.modules) || !isRecord(mc.feature_flags) || !isRecord(mc.campaign_aliases))
    return null;
  const color = (c: unknown, fallback: string) => (isHexColor(c) ? c : fallback);
  return {
    moduleConfig: {
      instance: {
        name: instance.name,
        short_name: typeof instance.short_name === 'string' ? instance.short_name : instance.name,
        theme_color: color(instance.theme_color, '#0b5fff'),
        background_color: color(instance.background_color, '#ffffff'),
      },
      options: mc.options,
      modules: mc.modules,
      feature_flags: Object.fromEntries(
        Object.entries(mc.feature_flags).filter(([, v]) => typeof v === 'boolean'),
      ) as Record<string, boolean>,
      campaign_aliases: Object.fromEntries(
        Object.entries(mc.campaign_aliases).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>,
    },
    routeWords: Object.fromEntries(Object.entries(value.routeWords).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >,
    icons: Object.fromEntries(Object.entries(value.icons).filter(([, v]) => isSvgPathData(v))) as Record<
      string,
      string
    >,
  };
}
