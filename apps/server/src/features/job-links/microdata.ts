/** Elements whose microdata value is an attribute, not their text. */
const VALUE_ATTRIBUTE: Record<string, string> = {
  meta: 'content',
  a: 'href',
  link: 'href',
  area: 'href',
  img: 'src',
  time: 'datetime',
  data: 'value',
  meter: 'value',
};
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const MAX_OPEN = 256;
const MAX_TEXT = 20_000;

type Item = Record<string, unknown>;
type Frame = { tag: string; props: string[]; item?: Item; text?: string };

const addValue = (item: Item, props: readonly string[], value: unknown) => {
  for (const prop of props) {
    const before = item[prop];
    item[prop] = before === undefined ? value : [before, value].flat();
  }
};

/**
 * Collects a page's microdata (itemscope, itemtype, itemprop) as JSON-LD-shaped objects from the
 * tags and text a scan reports: an item's type is its itemtype ("https://schema.org/JobPosting"),
 * a property's value its nested item, its attribute (meta content, a href, time datetime) or its
 * text. The outermost items come out, so the JobPosting reader finds them as it finds JSON-LD.
 */
export const createMicrodataCollector = () => {
  const items: Item[] = [];
  const open: Frame[] = [];
  const nearestItem = () => open.findLast((frame) => frame.item)?.item;
  const finish = (frame: Frame) => {
    const value = frame.item ?? (frame.text ?? '').replace(/\s+/g, ' ').trim();
    const owner = nearestItem();
    if (frame.props.length > 0 && owner) addValue(owner, frame.props, value);
    else if (frame.item && !owner) items.push(frame.item);
  };
  return {
    start: (tag: string, attributes: ReadonlyMap<string, string>) => {
      const props = (attributes.get('itemprop') ?? '').split(/\s+/).filter(Boolean);
      const scoped = attributes.has('itemscope');
      const attribute = VALUE_ATTRIBUTE[tag];
      if (props.length > 0 && !scoped && attribute && attributes.has(attribute)) {
        const owner = nearestItem();
        if (owner) addValue(owner, props, attributes.get(attribute)?.trim() ?? '');
        if (!VOID.has(tag) && open.length < MAX_OPEN) open.push({ tag, props: [] });
        return;
      }
      if (VOID.has(tag) || open.length >= MAX_OPEN) return;
      if (scoped) {
        const type = attributes.get('itemtype')?.trim();
        open.push({ tag, props, item: type ? { '@type': type.split(/\s+/) } : {} });
      } else if (props.length > 0) open.push({ tag, props, text: '' });
      else open.push({ tag, props });
    },
    end: (tag: string) => {
      const index = open.findLastIndex((frame) => frame.tag === tag);
      if (index < 0) return;
      while (open.length > index) {
        const frame = open.pop();
        if (frame) finish(frame);
      }
    },
    text: (text: string) => {
      for (let index = open.length - 1; index >= 0; index -= 1) {
        const frame = open[index];
        if (frame?.item) break;
        if (frame?.text !== undefined && frame.text.length < MAX_TEXT) frame.text += text;
      }
    },
    result: (): Item[] => {
      while (open.length > 0) {
        const frame = open.pop();
        if (frame) finish(frame);
      }
      return items;
    },
  };
};
