import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { interpolate, type TFunction } from './translator';

interface TransProps {
  t: TFunction;
  i18nKey: string;
  /** {{name}} values, written into the text (never read as markup). */
  values?: Record<string, unknown>;
  /** What each <name>…</name> of the text becomes: its text goes inside. */
  components?: Record<string, ReactElement>;
}

/** Tags translators may write without a component for them. */
const PLAIN_TAGS = new Set(['strong', 'em', 'b', 'i', 'br']);
const TAG = /<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g;

interface Open {
  name: string;
  children: ReactNode[];
}

function element(name: string, children: ReactNode[], key: number, components: Record<string, ReactElement>): ReactNode {
  const component = components[name];
  if (component) return children.length > 0 ? cloneElement(component, { key }, ...children) : cloneElement(component, { key });
  if (PLAIN_TAGS.has(name)) return createElement(name, { key }, ...children);
  // A tag the text has and the screen does not: its words still show.
  return createElement(Fragment, { key }, ...children);
}

/** A translated text with markup ('Sent to <strong>{{email}}</strong>') drawn as React elements. */
export function Trans({ t, i18nKey, values = {}, components = {} }: TransProps): ReactNode {
  // Read without values: they are written into the text's pieces once its markup is taken apart.
  const text = t(i18nKey);
  const stack: Open[] = [{ name: '', children: [] }];
  let key = 0;
  let last = 0;
  const addText = (until: number) => {
    if (until > last) stack.at(-1)!.children.push(interpolate(text.slice(last, until), values));
  };
  for (const match of text.matchAll(TAG)) {
    const [written, closing, name, selfClosing] = match as unknown as [string, string, string, string];
    addText(match.index);
    last = match.index + written.length;
    if (selfClosing) stack.at(-1)!.children.push(element(name, [], key++, components));
    else if (!closing) stack.push({ name, children: [] });
    else if (stack.length > 1 && stack.at(-1)!.name === name) {
      const open = stack.pop()!;
      stack.at(-1)!.children.push(element(name, open.children, key++, components));
    }
  }
  addText(text.length);
  return createElement(Fragment, null, ...stack.flatMap((open) => open.children));
}
