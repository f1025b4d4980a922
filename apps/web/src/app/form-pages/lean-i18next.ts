/*
 * The part of i18next the form pages' client uses, for that build only (vite.config.ts aliases
 * `i18next` to this module in `--mode form-pages`; the app, the server renderer and the tests keep
 * i18next). It answers as i18next does with the options the app gives it (shared/i18n/i18n-options.ts):
 * namespaces (`ns` option, `ns:key`), nested keys (`a.b`, a flat key with dots too), the language and
 * its fallback language, `{{x}}` and `{{- x}}` interpolation (values as they are, or escaped when
 * `escapeValue` is set), plurals (`_zero`, then the language's `_one/_other/…` by Intl.PluralRules),
 * context (`_male`), `defaultValue`, `returnObjects`, and the events `initialized`,
 * `languageChanged` and `added`. Nothing is loaded: every text comes with `resources` or
 * `addResourceBundle`. It has no nesting (`$t(…)`), formats (`{{x, number}}`), post-processors,
 * fallback namespaces or missing-key saving: the form pages' texts use none (lean-i18next.test.tsx
 * checks both the texts and that every form page renders exactly as with i18next).
 */

type Texts = Record<string, unknown>;
type Listener = (...args: never[]) => void;
type TOptions = Record<string, unknown> & {
  ns?: string | readonly string[];
  lng?: string;
  count?: unknown;
  context?: unknown;
  ordinal?: boolean;
  defaultValue?: unknown;
  returnObjects?: boolean;
  replace?: Record<string, unknown>;
};
type Module = { type?: string; init?: (instance: LeanI18n) => void };
type InitOptions = Record<string, unknown> & {
  lng?: string;
  fallbackLng?: string | readonly string[] | false;
  supportedLngs?: readonly string[] | false;
  ns?: string | readonly string[];
  defaultNS?: string | readonly string[];
  resources?: Record<string, Record<string, Texts>>;
  interpolation?: { escapeValue?: boolean };
  react?: Record<string, unknown>;
};
export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;

const KEY_SEPARATOR = '.';
const NS_SEPARATOR = ':';
const SUFFIX_SEPARATOR = '_';
const PREFIX = '{{';

const isString = (value: unknown): value is string => typeof value === 'string';
const makeString = (value: unknown): string => (value == null ? '' : String(value));
const has = (object: object, key: string): boolean => Object.hasOwn(object, key);
const asList = <T>(value: T | readonly T[] | undefined | false | null): T[] =>
  value == null || value === false ? [] : Array.isArray(value) ? [...(value as T[])] : [value as T];
/** What i18next reads as an object to return whole (or not at all): not a string, number or boolean. */
const isObjectText = (value: unknown): value is Texts =>
  value != null && typeof value === 'object' && !(value instanceof RegExp);

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};
const escapeHtml = (value: unknown): unknown =>
  isString(value) ? value.replace(/[&<>"'/]/g, (char) => ENTITIES[char] ?? char) : value;

/** The value at a dotted path, own properties only (i18next's getPath). */
function getPath(object: unknown, path: readonly string[]): unknown {
  let current = object;
  for (const [index, key] of path.entries()) {
    if (!current || isString(current)) return undefined;
    const next = has(current as object, key) ? (current as Texts)[key] : undefined;
    if (index === path.length - 1) return next;
    current = next ?? {};
  }
  return current;
}

/** A key with dots that is (partly) a flat key in the texts: `{"a.b": {"c": "…"}}` (i18next's deepFind). */
function deepFind(object: unknown, path: string): unknown {
  if (!object || typeof object !== 'object') return undefined;
  const texts = object as Texts;
  if (texts[path]) return has(texts, path) ? texts[path] : undefined;
  const tokens = path.split(KEY_SEPARATOR);
  let current: unknown = texts;
  for (let i = 0; i < tokens.length; ) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += KEY_SEPARATOR;
      nextPath += tokens[j];
      next = (current as Texts)[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !has(current as object, nextPath))
        next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

const lookUp = (texts: unknown, key: string): unknown => {
  const found = getPath(texts, key.split(KEY_SEPARATOR));
  return found != null ? found : deepFind(texts, key);
};

/** i18next's test of a key that holds no natural-language sentence (`ns:key` is then split). */
const looksLikeObjectPath = (key: string): boolean => {
  const naturalLanguage = /( |,|\?|!|;)/;
  if (!naturalLanguage.test(key)) return true;
  const index = key.indexOf(KEY_SEPARATOR);
  return index > 0 && !naturalLanguage.test(key.substring(0, index));
};

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralSuffix = (language: string, count: number, ordinal: boolean): string => {
  const type = ordinal ? 'ordinal' : 'cardinal';
  const cacheKey = `${language}|${type}`;
  let rule = pluralRules.get(cacheKey);
  if (!rule) {
    rule = new Intl.PluralRules(language.replace(/_/g, '-'), { type });
    pluralRules.set(cacheKey, rule);
  }
  return `${SUFFIX_SEPARATOR}${ordinal ? `ordinal${SUFFIX_SEPARATOR}` : ''}${rule.select(count)}`;
};

const hasDefaultValue = (options: TOptions): boolean =>
  Object.keys(options).some((option) => option.startsWith('defaultValue') && options[option] !== undefined);

type Resolved = { res: unknown; usedKey: string; exactUsedKey: string };

export class LeanI18n {
  options: InitOptions & { ns: string[]; defaultNS: string[]; react: Record<string, unknown> } = {
    ns: ['translation'],
    defaultNS: ['translation'],
    react: {},
  };
  language: string | undefined;
  languages: string[] = [];
  resolvedLanguage: string | undefined;
  isInitialized = false;
  store: { data: Record<string, Record<string, Texts>> } = { data: {} };
  private readonly modules: Module[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor() {
    // i18next's own methods may be passed around unbound (`const { t } = i18n`).
    this.t = this.t.bind(this);
  }

  createInstance(): LeanI18n {
    return new LeanI18n();
  }

  use(module: Module): this {
    if (module.type === '3rdParty') this.modules.push(module);
    return this;
  }

  on(event: string, listener: Listener): this {
    const listeners = this.listeners.get(event) ?? new Set();
    listeners.add(listener);
    this.listeners.set(event, listeners);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }

  init(options: InitOptions = {}, callback?: (error: unknown, t: TFunction) => void): Promise<TFunction> {
    const given = { ...options };
    if (given.defaultNS == null && given.ns) {
      if (isString(given.ns)) given.defaultNS = given.ns;
      else if (!given.ns.includes('translation')) given.defaultNS = given.ns[0];
    }
    this.options = {
      ...this.options,
      ...given,
      ns: asList(given.ns ?? this.options.ns),
      defaultNS: asList(given.defaultNS ?? this.options.defaultNS),
      react: { ...this.options.react, ...given.react },
    };
    if (given.resources) this.store.data = given.resources;
    for (const module of this.modules) module.init?.(this);
    const fallback = asList(this.options.fallbackLng);
    const language = this.options.lng ?? fallback[0];
    if (language) this.setLanguage(language);
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  changeLanguage(language?: string, callback?: (error: unknown, t: TFunction) => void): Promise<TFunction> {
    if (language) this.setLanguage(language);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  private setLanguage(language: string): void {
    this.language = language;
    this.languages = this.hierarchy(language);
    this.resolvedLanguage = this.languages.find((code) => this.hasLanguageSomeTranslations(code));
    if (
      !this.resolvedLanguage &&
      !this.languages.includes(language) &&
      this.hasLanguageSomeTranslations(language)
    ) {
      this.resolvedLanguage = language;
      this.languages.unshift(language);
    }
    this.emit('languageChanged', language);
  }

  /** The language and its fallbacks, as far as they are supported (`load: 'languageOnly'`). */
  private hierarchy(language: string): string[] {
    const supported = this.options.supportedLngs;
    const codes = [language.split(/[-_]/)[0] ?? language, ...asList(this.options.fallbackLng)];
    return codes.filter(
      (code, index) => codes.indexOf(code) === index && (!supported || supported.includes(code)),
    );
  }

  private hasLanguageSomeTranslations(language: string): boolean {
    const data = this.store.data[language];
    return Boolean(data && Object.values(data).some((texts) => texts && Object.keys(texts).length > 0));
  }

  getResource(language: string, namespace: string, key?: string): unknown {
    const texts = this.store.data[language]?.[namespace];
    if (!key) return texts;
    return lookUp(texts, key);
  }

  getDataByLanguage(language: string): Record<string, Texts> | undefined {
    return this.store.data[language];
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.getResource(language, namespace) !== undefined;
  }

  addResourceBundle(
    language: string,
    namespace: string,
    texts: Texts,
    deep?: boolean,
    overwrite?: boolean,
  ): this {
    const copy = JSON.parse(JSON.stringify(texts)) as Texts;
    const current = this.store.data[language]?.[namespace] ?? {};
    const bundle = deep ? deepExtend(current, copy, overwrite) : { ...current, ...copy };
    this.store.data[language] = { ...this.store.data[language], [namespace]: bundle };
    if (!this.options.ns.includes(namespace)) this.options.ns.push(namespace);
    this.emit('added', language, namespace, texts);
    return this;
  }

  /** Every text is given, never fetched: what is asked for is there already (or never will be). */
  loadNamespaces(namespaces: string | readonly string[], callback?: () => void): Promise<void> {
    for (const namespace of asList(namespaces))
      if (!this.options.ns.includes(namespace)) this.options.ns.push(namespace);
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_languages: string | readonly string[], callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  reloadResources(_languages?: unknown, _namespaces?: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  hasLoadedNamespace(_namespace: string): boolean {
    return this.isInitialized && this.languages.length > 0;
  }

  dir(): 'ltr' {
    return 'ltr';
  }

  exists(key: string | readonly string[], options: TOptions = {}): boolean {
    if (key == null) return false;
    const { res } = this.resolve(asList(key), options);
    if (res === undefined) return false;
    return !(options.returnObjects === false && isObjectText(res));
  }

  getFixedT(language: string | null | undefined, namespace?: string | readonly string[]): TFunction {
    return (key, options) => {
      const own: TOptions = isString(options) ? { defaultValue: options } : { ...options };
      own.lng = own.lng || language || undefined;
      own.ns = own.ns || namespace;
      return this.t(key, own);
    };
  }

  t(keys: string | readonly string[], options?: TOptions | string): string {
    const own: TOptions = isString(options) ? { defaultValue: options } : { ...options };
    return this.translate(keys, own) as string;
  }

  private extract(key: string, options: TOptions): { key: string; namespaces: string[] } {
    let namespaces = asList(options.ns ?? this.options.defaultNS);
    if (key.includes(NS_SEPARATOR) && looksLikeObjectPath(key) && !/\$t\(/.test(key)) {
      const parts = key.split(NS_SEPARATOR);
      namespaces = [parts.shift() as string];
      return { key: parts.join(KEY_SEPARATOR), namespaces };
    }
    return { key, namespaces };
  }

  private isValid(res: unknown): boolean {
    return res !== undefined && res !== null && res !== '';
  }

  private resolve(keys: readonly string[], options: TOptions): Resolved {
    let found: unknown;
    let usedKey = '';
    let exactUsedKey = '';
    const needsPlural = options.count !== undefined && !isString(options.count);
    const needsZero = needsPlural && !options.ordinal && options.count === 0;
    const needsContext =
      options.context !== undefined &&
      (isString(options.context) || typeof options.context === 'number') &&
      options.context !== '';
    const language = options.lng || this.language || '';
    for (const fullKey of keys) {
      if (this.isValid(found)) break;
      const extracted = this.extract(fullKey, options);
      const key = extracted.key;
      usedKey = key;
      for (const namespace of extracted.namespaces) {
        if (this.isValid(found)) break;
        for (const code of this.hierarchy(language)) {
          if (this.isValid(found)) break;
          const finalKeys = [key];
          const suffix = needsPlural
            ? pluralSuffix(code, Number(options.count), Boolean(options.ordinal))
            : '';
          const ordinalPrefix = `${SUFFIX_SEPARATOR}ordinal${SUFFIX_SEPARATOR}`;
          if (needsPlural) {
            if (options.ordinal && suffix.startsWith(ordinalPrefix))
              finalKeys.push(key + suffix.replace(ordinalPrefix, SUFFIX_SEPARATOR));
            finalKeys.push(key + suffix);
            if (needsZero) finalKeys.push(`${key}${SUFFIX_SEPARATOR}zero`);
          }
          if (needsContext) {
            const contextKey = `${key}${SUFFIX_SEPARATOR}${String(options.context)}`;
            finalKeys.push(contextKey);
            if (needsPlural) {
              if (options.ordinal && suffix.startsWith(ordinalPrefix))
                finalKeys.push(contextKey + suffix.replace(ordinalPrefix, SUFFIX_SEPARATOR));
              finalKeys.push(contextKey + suffix);
              if (needsZero) finalKeys.push(`${contextKey}${SUFFIX_SEPARATOR}zero`);
            }
          }
          if (needsPlural) {
            const otherSuffix = `${options.ordinal ? ordinalPrefix : SUFFIX_SEPARATOR}other`;
            if (suffix !== otherSuffix) {
              if (needsContext)
                finalKeys.unshift(`${key}${SUFFIX_SEPARATOR}${String(options.context)}${otherSuffix}`);
              finalKeys.unshift(key + otherSuffix);
            }
          }
          for (let possibleKey = finalKeys.pop(); possibleKey; possibleKey = finalKeys.pop()) {
            if (!this.isValid(found)) {
              exactUsedKey = possibleKey;
              found = this.getResource(code, namespace, possibleKey);
            }
          }
        }
      }
    }
    return { res: found, usedKey, exactUsedKey };
  }

  private translate(keys: string | readonly string[], options: TOptions): unknown {
    if (keys == null) return '';
    const keyList = asList(keys).map(String);
    const { key, namespaces } = this.extract(keyList[keyList.length - 1] ?? '', options);
    const resolved = this.resolve(keyList, options);
    let res = resolved.res;
    const language = options.lng || this.language || '';
    const needsPlural = options.count !== undefined && !isString(options.count);
    const withDefault = hasDefaultValue(options);
    const suffix = needsPlural ? pluralSuffix(language, Number(options.count), Boolean(options.ordinal)) : '';
    const ordinalFallbackSuffix =
      options.ordinal && needsPlural ? pluralSuffix(language, Number(options.count), false) : '';
    const needsZero = needsPlural && !options.ordinal && options.count === 0;
    const defaultValue =
      (needsZero && options[`defaultValue${SUFFIX_SEPARATOR}zero`]) ||
      options[`defaultValue${suffix}`] ||
      options[`defaultValue${ordinalFallbackSuffix}`] ||
      (options.defaultValue ??
        (needsPlural
          ? options[
              `defaultValue${options.ordinal ? `${SUFFIX_SEPARATOR}ordinal${SUFFIX_SEPARATOR}` : SUFFIX_SEPARATOR}other`
            ]
          : undefined));
    const forObject = !res && withDefault ? defaultValue : res;
    const isObjectHit = Boolean(forObject) && isObjectText(forObject);
    const objectNotReturned = isObjectHit && !options.returnObjects && !this.options.returnObjects;
    if (isObjectHit && !objectNotReturned) {
      const object = forObject as Texts;
      const isArray = Array.isArray(object);
      const copy: Texts | unknown[] = isArray ? [] : {};
      const baseKey = isArray ? resolved.exactUsedKey || key : resolved.usedKey || key;
      for (const member in object) {
        if (!has(object, member)) continue;
        const deepKey = `${baseKey}${KEY_SEPARATOR}${member}`;
        const memberDefault = isObjectText(defaultValue) ? defaultValue[member] : undefined;
        const value = this.translate(deepKey, {
          ...options,
          ...(withDefault && !res ? { defaultValue: memberDefault } : {}),
          joinArrays: false,
          ns: namespaces,
        });
        (copy as Texts)[member] = value === deepKey ? object[member] : value;
      }
      return copy;
    }
    let usedDefault = false;
    if (objectNotReturned) res = undefined;
    if (!this.isValid(res) && withDefault) {
      usedDefault = true;
      res = defaultValue;
    }
    if (!this.isValid(res) && !(usedDefault && res === '')) res = key;
    const data = options.replace && !isString(options.replace) ? options.replace : options;
    return this.interpolate(res, data, options);
  }

  /** i18next's interpolation: `{{- x}}` as it is, then `{{x}}` (escaped if so configured). */
  private interpolate(text: unknown, data: Record<string, unknown>, options: TOptions): unknown {
    if (!isString(text) || !text.includes(PREFIX)) return text;
    let str = text;
    const escapeValue = this.options.interpolation?.escapeValue ?? true;
    const passes = [
      { regex: /\{\{-(.+?)\}\}/g, safeValue: (value: unknown) => value },
      { regex: /\{\{(.+?)\}\}/g, safeValue: (value: unknown) => (escapeValue ? escapeHtml(value) : value) },
    ];
    const unescaped: [number, number][] = [];
    let shift = 0;
    for (const pass of passes) {
      let replaces = 0;
      for (let match = pass.regex.exec(str); match; match = pass.regex.exec(str)) {
        const at = match.index - shift;
        const written = unescaped.find(([start, end]) => at >= start && at < end);
        if (written) {
          pass.regex.lastIndex = written[1] + shift;
          continue;
        }
        const name = (match[1] ?? '').trim();
        let value: unknown = getPath(data, name.split(KEY_SEPARATOR));
        if (value == null) value = deepFind(data, name);
        if (value === undefined) {
          if (has(options, name)) value = '';
          else continue;
        } else if (!isString(value)) {
          value = makeString(value);
        }
        const safeValue = makeString(pass.safeValue(value));
        str = str.slice(0, match.index) + safeValue + str.slice(match.index + match[0].length);
        if (pass === passes[0]) unescaped.push([match.index, match.index + safeValue.length]);
        else shift += safeValue.length - match[0].length;
        pass.regex.lastIndex += safeValue.length - match[0].length;
        replaces++;
        if (replaces >= 1000) break;
      }
    }
    return str;
  }
}

function deepExtend(target: Texts, source: Texts, overwrite?: boolean): Texts {
  for (const prop of Object.keys(source)) {
    if (prop === '__proto__' || prop === 'constructor') continue;
    const value = source[prop];
    const current = target[prop];
    if (prop in target) {
      if (isString(current) || current instanceof String || isString(value) || value instanceof String) {
        if (overwrite) target[prop] = value;
      } else if (isObjectText(current) && isObjectText(value)) deepExtend(current, value, overwrite);
      else if (overwrite) target[prop] = value;
    } else target[prop] = value;
  }
  return target;
}

const i18next = new LeanI18n();
export default i18next;
export const createInstance = (): LeanI18n => new LeanI18n();
