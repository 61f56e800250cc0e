// The app's translator: strings by language and namespace (locales/<language>/<namespace>.json),
// looked up by dotted key, with {{value}} interpolation, plural forms ('days_one', 'days_other')
// and English beneath every other language. It does what the app asked of i18next, in a twelfth of
// its bytes (decision 0052).

export type Strings = Record<string, unknown>;

export interface TranslateOptions {
  /** Picks the plural form: 'key_one', 'key_other'… then 'key'. Also a value, as {{count}}. */
  count?: number;
  /** Shown (interpolated) when no language has the key. */
  defaultValue?: string;
  /** Returns the list or object under the key, its texts interpolated. */
  returnObjects?: boolean;
  /** false: the key is one name, dots and all (a validation message is its own key). */
  keySeparator?: false;
  /** false: a colon in the key does not name a namespace. */
  nsSeparator?: false;
  [value: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
}

export interface TranslatorSetup {
  language: string;
  fallbackLanguage: string;
  /** Every namespace there is: 'sales:sheet.title' reads the key from another one. */
  namespaces: readonly string[];
  /** Strings already in the bundle, by language and namespace. */
  bundled: Record<string, Record<string, Strings>>;
  /** Fetches a namespace's strings; a language without the file answers {} (English shows). */
  load: (language: string, namespace: string) => Promise<Strings>;
  /** The plural form of `count` in `language`: 'one', 'few', 'other'… */
  pluralForm: (language: string, count: number) => string;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const valueAt = (source: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, name) => (node !== null && typeof node === 'object' ? (node as Strings)[name] : undefined), source);

/** `{{name}}` in `text` replaced by its value; a value nobody gave stays visible as written. */
export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (written, name: string) => {
    const value = valueAt(values, name.split('.'));
    return value === undefined || value === null ? written : String(value);
  });
}

function interpolateAll(value: unknown, values: Record<string, unknown>): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, interpolateAll(item, values)]));
  return value;
}

export class Translator {
  private current: string;
  private readonly strings = new Map<string, Strings>();
  /** Files on their way, by 'language/namespace'. */
  private readonly loading = new Map<string, Promise<void>>();
  /** Why the last fetch of a file failed, until a screen has shown it (takeFailure). */
  private readonly failures = new Map<string, unknown>();
  /** Namespaces asked for so far: a change of language loads them in the new one. */
  private readonly wanted = new Set<string>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly setup: TranslatorSetup) {
    this.current = setup.language;
    for (const [language, namespaces] of Object.entries(setup.bundled)) {
      for (const [namespace, strings] of Object.entries(namespaces)) {
        this.strings.set(`${language}/${namespace}`, strings);
        this.wanted.add(namespace);
      }
    }
  }

  /** The language the page speaks. */
  get language(): string {
    return this.current;
  }

  private languagesFor(language: string): string[] {
    return language === this.setup.fallbackLanguage ? [language] : [language, this.setup.fallbackLanguage];
  }

  /** Whether `namespaces` can be read in `language` (and English beneath it) without waiting. */
  hasLoaded(namespaces: readonly string[], language = this.language): boolean {
    return this.missingFiles(namespaces, language).length === 0;
  }

  /**
   * Fetches `namespaces` in `language` and English, each file once at a time. A file that failed
   * is remembered for takeFailure and fetched again when next asked for.
   */
  loadNamespaces(namespaces: readonly string[], language = this.language): Promise<void> {
    namespaces.forEach((namespace) => this.wanted.add(namespace));
    return Promise.all(this.missingFiles(namespaces, language).map((file) => this.loadFile(file))).then(() => undefined);
  }

  private loadFile(file: string): Promise<void> {
    let pending = this.loading.get(file);
    if (!pending) {
      const [language, namespace] = file.split('/') as [string, string];
      pending = this.setup.load(language, namespace).then(
        (strings) => {
          this.strings.set(file, strings);
          this.loading.delete(file);
        },
        (error: unknown) => {
          this.loading.delete(file);
          this.failures.set(file, error);
          throw error;
        },
      );
      this.loading.set(file, pending);
    }
    return pending;
  }

  /** Why a file of `namespaces` failed to arrive, once (a screen shows it), or undefined. */
  takeFailure(namespaces: readonly string[], language = this.language): unknown {
    const failed = this.missingFiles(namespaces, language).filter((file) => this.failures.has(file));
    const failure = failed.length > 0 ? this.failures.get(failed[0]!) : undefined;
    failed.forEach((file) => this.failures.delete(file));
    return failure;
  }

  private missingFiles(namespaces: readonly string[], language: string): string[] {
    return this.languagesFor(language).flatMap((code) => namespaces.map((namespace) => `${code}/${namespace}`)).filter((file) => !this.strings.has(file));
  }

  /**
   * Loads every namespace in use in `language`, then switches to it and redraws what is translated.
   * Without its strings (offline, say) the page keeps the language it speaks: false.
   */
  async changeLanguage(language: string): Promise<boolean> {
    const namespaces = [...this.wanted];
    try {
      await this.loadNamespaces(namespaces, language);
    } catch {
      this.takeFailure(namespaces, language);
      return false;
    }
    if (language !== this.current) {
      this.current = language;
      this.listeners.forEach((listener) => listener());
    }
    return true;
  }

  /** Calls `listener` after each change of language; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** A `t` reading `namespace` in `language`: the same function for as long as both stay. */
  getFixedT(namespace: string, language = this.language): TFunction {
    const name = `${language}/${namespace}`;
    let t = this.fixed.get(name);
    if (!t) {
      t = ((key: string, options: TranslateOptions = {}) => this.translate(language, namespace, key, options)) as TFunction;
      this.fixed.set(name, t);
    }
    return t;
  }

  private translate(language: string, defaultNamespace: string, fullKey: string, options: TranslateOptions): unknown {
    let namespace = defaultNamespace;
    let key = fullKey;
    const colon = options.nsSeparator === false ? -1 : fullKey.indexOf(':');
    if (colon > 0 && this.setup.namespaces.includes(fullKey.slice(0, colon))) {
      namespace = fullKey.slice(0, colon);
      key = fullKey.slice(colon + 1);
    }
    const path = (name: string) => (options.keySeparator === false ? [name] : name.split('.'));
    const values = options as Record<string, unknown>;
    for (const code of this.languagesFor(language)) {
      const strings = this.strings.get(`${code}/${namespace}`);
      const names = typeof options.count === 'number' ? [`${key}_${this.setup.pluralForm(code, options.count)}`, key] : [key];
      for (const name of names) {
        const found = valueAt(strings, path(name));
        if (typeof found === 'string') return interpolate(found, values);
        if (found !== undefined && found !== null && options.returnObjects) return interpolateAll(found, values);
      }
    }
    return options.defaultValue === undefined ? fullKey : interpolate(options.defaultValue, values);
  }
}
